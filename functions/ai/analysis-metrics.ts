/**
 * What the Bedrock analyzer reports for each photo, as CloudWatch embedded metric format (Powertools
 * Metrics): one JSON line on stdout that CloudWatch turns into metrics, with no API call and no extra
 * permission. A fallback to the local text is otherwise invisible (the photo still gets words), so the
 * alarm on the fallback share (infra/stack/alarms.ts) is the only way anyone learns that Bedrock stopped
 * answering.
 */
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';

/**
 * Namespace, names and the one dimension the stack's alarm reads; one definition for both sides.
 * Powertools always adds a `service` dimension: one fixed value keeps it one metric per name.
 */
export const AI_METRICS = {
  namespace: 'SniftyPhotos/Analysis',
  service: 'analysis',
  analyses: 'BedrockAnalyses',
  fallbacks: 'BedrockFallbacks',
} as const;

/** Why the local text was used: the image was not accepted, the call failed, or no answer was valid. */
export type FallbackReason = 'image-not-accepted' | 'call-failed' | 'invalid-answer';

export type AnalysisOutcome = { fallback: false } | { fallback: true; reason: FallbackReason };

/** Made on the first analysis, not at import: the stack imports the names above. */
let metrics: Metrics | undefined;

/** BedrockAnalyses 1, BedrockFallbacks 0 or 1, the model and the reason as properties, published at once. */
export function recordAnalysis(outcome: AnalysisOutcome, modelId: string): void {
  metrics ??= new Metrics({ namespace: AI_METRICS.namespace, serviceName: AI_METRICS.service });
  metrics.addMetric(AI_METRICS.analyses, MetricUnit.Count, 1);
  metrics.addMetric(AI_METRICS.fallbacks, MetricUnit.Count, outcome.fallback ? 1 : 0);
  metrics.addMetadata('modelId', modelId);
  if (outcome.fallback) metrics.addMetadata('fallbackReason', outcome.reason);
  metrics.publishStoredMetrics();
}
