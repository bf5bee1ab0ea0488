import { DATA_EXPORT_POLL_MAX_MS, DATA_EXPORT_POLL_MS } from '@shared/constants';

/**
 * The wait before asking again about a copy that has been packing for `elapsedMs`: half of that, between
 * the first interval and the cap. Each wait is then about 1.5 times the one before (2 s, 2 s, 3 s, 4.5 s …
 * 15 s): a quick copy is seen at once, a long one costs few requests.
 */
export function exportPollDelay(elapsedMs: number): number {
  return Math.min(DATA_EXPORT_POLL_MAX_MS, Math.max(DATA_EXPORT_POLL_MS, Math.round(elapsedMs / 2)));
}

/** When this page first saw each copy in progress, by copy id (this browser's clock, not the server's). */
const firstSeen = new Map<string, number>();

/** The wait before asking again about the copy `id`, counted from when this page first saw it in progress. */
export function nextExportPoll(id: string, now = Date.now()): number {
  const since = firstSeen.get(id) ?? now;
  firstSeen.set(id, since);
  return exportPollDelay(now - since);
}
