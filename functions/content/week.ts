/** The feature week: Monday 00:00 UTC up to (not including) the next Monday 00:00 UTC. */
const DAY_MS = 24 * 60 * 60_000;

export interface FeatureWeek {
  /** ISO timestamp of the week's Monday 00:00 UTC. */
  start: string;
  /** ISO timestamp of the next Monday 00:00 UTC. */
  end: string;
}

export function weekOf(at: Date): FeatureWeek {
  const midnight = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  const daysSinceMonday = (at.getUTCDay() + 6) % 7;
  const start = midnight - daysSinceMonday * DAY_MS;
  return { start: new Date(start).toISOString(), end: new Date(start + 7 * DAY_MS).toISOString() };
}
