/**
 * What the Bedrock analyzer reports for each photo, as CloudWatch embedded metric format: one JSON log
 * line that CloudWatch turns into metrics, with no API call and no extra permission. A fallback to the
 * local text is otherwise invisible (the photo still gets words), so the alarm on the fallback share
 * (infra/stack/alarms.ts) is the only way anyone learns that Bedrock stopped answering.
 */

/** Namespace and names the stack's alarm reads; one definition for both sides. */
export const AI_METRICS = {
  namespace: 'SniftyPhotos/Analysis',
  analyses: 'BedrockAnalyses',
  fallbacks: 'BedrockFallbacks',
} as const;

/** Why the local text was used: the image was not accepted, the call failed, or no answer was valid. */
export type FallbackReason = 'image-not-accepted' | 'call-failed' | 'invalid-answer';

export type AnalysisOutcome = { fallback: false } | { fallback: true; reason: FallbackReason };

export type MetricsSink = (line: string) => void;

/** Lambda sends stdout to CloudWatch Logs line by line, unprefixed, where EMF is extracted. */
const stdoutSink: MetricsSink = (line) => {
  process.stdout.write(`${line}\n`);
};

/** The EMF document of one analysis: BedrockAnalyses 1, BedrockFallbacks 0 or 1, and the reason as a property. */
export function analysisMetricLine(outcome: AnalysisOutcome, modelId: string, now = Date.now()): string {
  return JSON.stringify({
    _aws: {
      Timestamp: now,
      CloudWatchMetrics: [
        {
          Namespace: AI_METRICS.namespace,
          // No dimension: the alarm watches the whole product, and each dimension value is a metric billed.
          Dimensions: [[]],
          Metrics: [
            { Name: AI_METRICS.analyses, Unit: 'Count' },
            { Name: AI_METRICS.fallbacks, Unit: 'Count' },
          ],
        },
      ],
    },
    [AI_METRICS.analyses]: 1,
    [AI_METRICS.fallbacks]: outcome.fallback ? 1 : 0,
    modelId,
    ...(outcome.fallback ? { fallbackReason: outcome.reason } : {}),
  });
}

export function recordAnalysis(outcome: AnalysisOutcome, modelId: string, sink: MetricsSink = stdoutSink): void {
  sink(analysisMetricLine(outcome, modelId));
}
