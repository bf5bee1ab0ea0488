/**
 * Picks the AiAnalyzer named by configuration (AI_ANALYZER): local mode uses 'local' (the vision models
 * and the pixels), the cloud 'bedrock', whose fallback is the same vision analyzer.
 */
import type { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import type { AiAnalyzer } from './ai-analyzer';
import { BedrockAnalyzer } from './bedrock-analyzer';
import { VisionAnalyzer } from './vision/vision-analyzer';

export type AnalyzerKind = 'local' | 'bedrock';

export interface AnalyzerDeps {
  /** Required for 'bedrock'. */
  bedrock?: { client: BedrockRuntimeClient; modelId: string };
}

export function createAnalyzer(kind: AnalyzerKind, deps: AnalyzerDeps = {}): AiAnalyzer {
  switch (kind) {
    case 'local':
      return new VisionAnalyzer();
    case 'bedrock':
      if (!deps.bedrock) throw new Error("createAnalyzer('bedrock') needs a Bedrock client and a model id");
      // The pipeline's fallback: a photo whose model answer failed still gets words that name what is in it.
      return new BedrockAnalyzer({ ...deps.bedrock, fallback: new VisionAnalyzer() });
  }
}
