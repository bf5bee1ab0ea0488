/**
 * Run as its own process by test/unit/local/heap-policy.test.ts: a live set of ~25 MB and a stream of
 * objects that live long enough to be promoted and then die, as a busy local mode's requests do. Prints
 * the highest committed heap seen, as JSON. `bound` applies local mode's heap policy first.
 */
import { boundHeapGrowth } from '../../../infra/local/heap-policy';

if (process.argv.includes('bound')) boundHeapGrowth();
const live = Array.from({ length: 150_000 }, (_, i) => ({ i, text: `live-${i}`.padEnd(100, 'x') }));
const inFlight: unknown[] = new Array(10_000);
let peak = 0;
for (let i = 0; i < 200_000; i += 1) {
  inFlight[i % inFlight.length] = Array.from({ length: 20 }, (_, j) => ({ j, text: `request-${i}-${j}` }));
  if (i % 1000 === 0) peak = Math.max(peak, process.memoryUsage().heapTotal);
}
console.log(JSON.stringify({ peakHeapTotalMb: peak / 2 ** 20, live: live.length }));
