/**
 * What the counters job reports, as CloudWatch embedded metric format (Powertools Metrics): one JSON line
 * on stdout per run. A mended counter means a counted item went without its counter somewhere, which
 * nothing else would show: the alarm on it (infra/stack/alarms.ts) tells someone to look.
 */
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';

/** Namespace, names and the one dimension the stack's alarm reads; one definition for both sides. */
export const COUNTER_METRICS = {
  namespace: 'SniftyPhotos/Counters',
  service: 'social',
  rechecked: 'CountersRechecked',
  mended: 'CounterDriftMended',
} as const;

/** Made on the first run, not at import: the stack imports the names above. */
let metrics: Metrics | undefined;

/** Members recounted and counters mended in one run, published at once (zeros too, so the alarm has data). */
export function recordCounterRecheck(outcome: { rechecked: number; mended: number }): void {
  metrics ??= new Metrics({ namespace: COUNTER_METRICS.namespace, serviceName: COUNTER_METRICS.service });
  metrics.addMetric(COUNTER_METRICS.rechecked, MetricUnit.Count, outcome.rechecked);
  metrics.addMetric(COUNTER_METRICS.mended, MetricUnit.Count, outcome.mended);
  metrics.publishStoredMetrics();
}
