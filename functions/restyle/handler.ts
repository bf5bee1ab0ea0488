/**
 * The restyle Lambda as local mode and the tests run it: the analyzer the configuration names, the local
 * one in local mode. The cloud bundles bundled-handler.ts instead, which asks Bedrock only, so its bundle
 * carries no phrase banks (issue 12).
 */
import type { AiAnalyzer } from '../lib/ai/ai-analyzer';
import { LocalAnalyzer } from '../lib/ai/local-analyzer';
import { config } from '../lib/config';
import { bedrockRestyleAnalyzer } from './restyle-analyzer';
import { restyleHandler } from './restyle-handler';

let local: AiAnalyzer | undefined;

export const handler = restyleHandler(() =>
  config().AI_ANALYZER === 'bedrock' ? bedrockRestyleAnalyzer() : (local ??= new LocalAnalyzer()),
);
