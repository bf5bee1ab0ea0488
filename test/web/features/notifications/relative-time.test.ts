import { describe, expect, it } from 'vitest';
import { relativeTime } from '@/features/notifications/utils/relative-time';

const NOW = new Date('2025-06-15T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('relativeTime', () => {
  it.each([
    [0, 'just now'],
    [59_999, 'just now'],
    [MINUTE, '1m ago'],
    [5 * MINUTE + 30_000, '5m ago'],
    [59 * MINUTE, '59m ago'],
    [HOUR, '1h ago'],
    [3 * HOUR + 59 * MINUTE, '3h ago'],
    [23 * HOUR, '23h ago'],
    [DAY, '1d ago'],
    [2 * DAY + 5 * HOUR, '2d ago'],
    [6 * DAY + 23 * HOUR, '6d ago'],
  ])('%i ms before now reads %s', (elapsed, expected) => {
    expect(relativeTime(ago(elapsed), NOW)).toBe(expected);
  });

  it('reads a time ahead of now (a skewed clock) as just now', () => {
    expect(relativeTime(new Date(NOW.getTime() + 5 * MINUTE), NOW)).toBe('just now');
  });

  it('shows a short date from a week on, with the year only for another year', () => {
    expect(relativeTime('2025-03-03T12:00:00.000Z', NOW)).toBe('Mar 3');
    expect(relativeTime('2024-11-20T12:00:00.000Z', NOW)).toBe('Nov 20, 2024');
  });

  it('accepts ISO strings as the API sends them', () => {
    expect(relativeTime('2025-06-15T09:00:00.000Z', NOW)).toBe('3h ago');
  });
});
