/**
 * Local mode's failure-injection switch (docs/decisions/failure-injection.md): the share of SDK attempts
 * that fail, off unless `SNIFTY_FAULTS` (e.g. `0.05` or `5%`) or a test sets it, and a tally of what was
 * injected so a run can say what it survived.
 */

let rate = 0;
let kinds: ReadonlySet<string> | undefined;
const injected = new Map<string, number>();

/** `SNIFTY_FAULTS` as a share of attempts: unset or empty is off; anything but 0-1 (or 0-100 %) is refused. */
export function faultRateFrom(value: string | undefined): number {
  const text = value?.trim() ?? '';
  if (!text) return 0;
  const share = text.endsWith('%') ? Number(text.slice(0, -1)) / 100 : Number(text);
  if (!Number.isFinite(share) || share < 0 || share > 1)
    throw new Error(`SNIFTY_FAULTS must be a share from 0 to 1 or 0% to 100%, not "${value}"`);
  return share;
}

export const faultSwitch = {
  get rate(): number {
    return rate;
  },
  /** Kinds of fault to choose from (e.g. 'TransactionConflict', 'timeout after applying'); all when unset. */
  get kinds(): ReadonlySet<string> | undefined {
    return kinds;
  },
  /** Sets the share of attempts that fail from now on (0 turns injection off), of the given kinds only if any. */
  set(share: number, only?: readonly string[]): void {
    rate = faultRateFrom(String(share));
    kinds = only && new Set(only);
  },
  /** Whether this attempt fails. */
  roll(): boolean {
    return rate > 0 && Math.random() < rate;
  },
  count(kind: string): void {
    injected.set(kind, (injected.get(kind) ?? 0) + 1);
  },
  /** What was injected since the last call, by `Service kind`, then forgotten. */
  takeCounts(): Record<string, number> {
    const counts = Object.fromEntries([...injected].sort(([a], [b]) => a.localeCompare(b)));
    injected.clear();
    return counts;
  },
};
