/** How long ago a notification arrived, in the bell's compact form. */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** From this age on, the date itself is shown. */
const WEEK_MS = 7 * DAY_MS;

const shortDate = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric' });
const shortDateWithYear = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', year: 'numeric' });

/**
 * 'just now' under a minute (and for times ahead of `now`, e.g. a skewed clock), then '5m ago',
 * '3h ago', '2d ago'; from a week on a short date ('Mar 3'), with the year when it is not this year.
 */
export function relativeTime(date: Date | string, now: Date = new Date()): string {
  const then = new Date(date);
  const elapsed = now.getTime() - then.getTime();
  if (Number.isNaN(elapsed)) return '';
  if (elapsed < MINUTE_MS) return 'just now';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)}m ago`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}h ago`;
  if (elapsed < WEEK_MS) return `${Math.floor(elapsed / DAY_MS)}d ago`;
  return (then.getFullYear() === now.getFullYear() ? shortDate : shortDateWithYear).format(then);
}
