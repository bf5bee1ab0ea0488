import { afterEach, describe, expect, it } from 'vitest';
import { clock, setClock, systemClock } from '../../../functions/kernel/clock';

afterEach(() => {
  setClock(systemClock);
});

describe('clock', () => {
  it('tells the time of the clock that was set', () => {
    // Prepare
    setClock({ now: () => new Date('2026-03-01T12:00:00.999Z') });

    // Act
    const readings = [clock.now().toISOString(), clock.nowIso(), clock.nowEpochSeconds()];

    // Assess
    expect(readings).toEqual(['2026-03-01T12:00:00.999Z', '2026-03-01T12:00:00.999Z', 1_772_366_400]);
  });

  it('follows the system clock by default', () => {
    // Act
    const before = Date.now();
    const now = clock.now().getTime();

    // Assess
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now - before).toBeLessThan(1000);
  });
});
