/**
 * The analyzer a restyle asks in the cloud: Bedrock, with no local fallback. The member asked for new
 * words in a style and should see a failure as one (503, the web app's 'Analysis Failed' toast), not get the
 * phrase banks' text as if the model had written it. The pipeline keeps its fallback (create-analyzer.ts),
 * since there a photo must never end up without words.
 */
import { PHOTO_MESSAGES } from '../../shared/messages/photo';
import type { AiAnalyzer } from '../ai/ai-analyzer';
import { BedrockAnalyzer } from '../ai/bedrock-analyzer';
import { bedrockClient } from '../kernel/aws-clients/bedrock';
import { config } from '../kernel/config';
import { ServiceUnavailableError } from '../kernel/errors';

const refuse: AiAnalyzer = {
  analyze: () => Promise.reject(new ServiceUnavailableError(PHOTO_MESSAGES.restyleFailed)),
};

let cached: { modelId: string; analyzer: AiAnalyzer } | undefined;

export function bedrockRestyleAnalyzer(): AiAnalyzer {
  const modelId = config().BEDROCK_MODEL_ID;
  if (cached?.modelId !== modelId) {
    cached = { modelId, analyzer: new BedrockAnalyzer({ client: bedrockClient(), modelId, fallback: refuse }) };
  }
  return cached.analyzer;
}
