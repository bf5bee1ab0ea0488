/** The AiAnalyzer this deployment uses, from configuration: 'local' in local mode, 'bedrock' in the cloud. */
import { bedrockClient } from '../kernel/aws-clients/bedrock';
import { config } from '../kernel/config';
import type { AiAnalyzer } from './ai-analyzer';
import { createAnalyzer } from './create-analyzer';

let cached: { kind: string; analyzer: AiAnalyzer } | undefined;

export function configuredAnalyzer(): AiAnalyzer {
  const c = config();
  if (cached?.kind !== c.AI_ANALYZER) {
    cached = {
      kind: c.AI_ANALYZER,
      analyzer: createAnalyzer(c.AI_ANALYZER, { bedrock: { client: bedrockClient(), modelId: c.BEDROCK_MODEL_ID } }),
    };
  }
  return cached.analyzer;
}
