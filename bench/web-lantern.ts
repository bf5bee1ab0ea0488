/**
 * Lighthouse's simulated LCP (Lantern), node by node, from a run saved by bench/web-profile.ts:
 * which requests and main-thread tasks the simulation puts before the feed's largest paint, and when.
 *
 *   BENCH_PROFILE_OUT=/tmp/feed npx tsx bench/web-profile.ts && npx tsx bench/web-lantern.ts /tmp/feed
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
// Lighthouse's own computed artifact: the same graphs and simulator its LCP audit uses.
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

const dir = process.argv[2] ?? '/tmp/feed';
const lhr = JSON.parse(readFileSync(join(dir, 'lhr.json'), 'utf8'));
const trace = JSON.parse(readFileSync(join(dir, 'trace.json'), 'utf8'));
const { DevtoolsLog, GatherContext, URL } = JSON.parse(readFileSync(join(dir, 'artifacts.json'), 'utf8'));
const settings = lhr.configSettings;
const context = { computedCache: new Map(), settings };
const result = await LanternLargestContentfulPaint.request(
  { trace, devtoolsLog: DevtoolsLog, gatherContext: GatherContext, settings, simulator: null, URL, SourceMaps: [] },
  context,
);

interface Node {
  type: string;
  id: string;
  startTime: number;
  endTime: number;
  request?: { url: string; resourceType?: string; priority?: string; transferSize?: number };
  childEvents?: { name: string; args?: { data?: { url?: string; functionName?: string } }; dur?: number }[];
}
for (const [name, estimate] of [
  ['optimistic', result.optimisticEstimate],
  ['pessimistic', result.pessimisticEstimate],
] as const) {
  console.log(`\n${name}: ${Math.round(estimate.timeInMs)} ms`);
  const timings = [...(estimate.nodeTimings as Map<Node, { startTime: number; endTime: number }>).entries()].sort(
    (a, b) => a[1].startTime - b[1].startTime,
  );
  for (const [node, timing] of timings) {
    const what =
      node.type === 'network'
        ? `${node.request!.resourceType} ${node.request!.priority} ${((node.request!.transferSize ?? 0) / 1024).toFixed(1)}KB ${node.request!.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 70)}`
        : `cpu observed ${((node.endTime - node.startTime) / 1000).toFixed(1)} ms: ${summarise(node)}`;
    console.log(
      `  ${Math.round(timing.startTime).toString().padStart(5)}-${Math.round(timing.endTime).toString().padStart(5)}  ${what}`,
    );
  }
}
console.log(
  `\nLCP (Lantern): ${Math.round(result.timing)} ms; audit: ${Math.round(lhr.audits['largest-contentful-paint'].numericValue)} ms`,
);

function summarise(node: Node): string {
  const counts = new Map<string, number>();
  for (const event of node.childEvents ?? []) {
    const url = event.args?.data?.url?.split('/').pop();
    const key =
      url && ['EvaluateScript', 'FunctionCall', 'v8.compile', 'ParseAuthorStyleSheet'].includes(event.name)
        ? `${event.name}(${url})`
        : event.name;
    if (
      [
        'Layout',
        'UpdateLayoutTree',
        'Paint',
        'ParseHTML',
        'RunMicrotasks',
        'TimerFire',
        'XHRReadyStateChange',
        'ResourceSendRequest',
      ].includes(event.name) ||
      key !== event.name
    )
      counts.set(key, (counts.get(key) ?? 0) + (event.dur ?? 0) / 1000);
  }
  return [...counts.entries()].map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ');
}
