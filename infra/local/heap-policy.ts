/**
 * How far V8 lets local mode's heap grow between full collections (docs/decisions/local-memory.md).
 *
 * Every answer in local mode runs the SDK, an HTTP hop and the emulator in this one process: about 5 MB
 * of short-lived objects per feed read. On a busy machine requests stay in flight for seconds, so much of
 * that survives the young generation and is promoted; V8 then sizes the old generation up to four times
 * what is live and gives it back only when traffic stops. That was the soak's "native" RSS growth: the
 * committed heap, not the objects in it. A fixed growing factor keeps the old generation near its live
 * size while the traffic lasts, at the price of more frequent (concurrent) full collections.
 */
import { setFlagsFromString } from 'node:v8';

/** The old generation may grow to 1.5 times what the last full collection kept. */
export const HEAP_GROWING_PERCENT = 50;

let applied = false;

/** Once per process; V8 reads the flag at each full collection, so setting it after start takes effect. */
export function boundHeapGrowth(): void {
  if (applied) return;
  applied = true;
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
