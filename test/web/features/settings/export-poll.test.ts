import { describe, expect, it } from 'vitest';
import { DATA_EXPORT_POLL_MAX_MS, DATA_EXPORT_POLL_MS } from '@shared/constants';
import { exportPollDelay, nextExportPoll } from '@/features/settings/api/export-poll';

describe("the data export's poll", () => {
  it('asks every 2 s at first, then waits longer as the copy keeps packing, up to 15 s', () => {
    expect(exportPollDelay(0)).toBe(DATA_EXPORT_POLL_MS);
    expect(exportPollDelay(2_000)).toBe(2_000);
    expect(exportPollDelay(6_000)).toBe(3_000);
    expect(exportPollDelay(20_000)).toBe(10_000);
    expect(exportPollDelay(60_000)).toBe(DATA_EXPORT_POLL_MAX_MS);
    expect(exportPollDelay(3_600_000)).toBe(DATA_EXPORT_POLL_MAX_MS);
  });

  it('asks some twenty times in five minutes, well inside a firewall budget of 100', () => {
    let elapsed = 0;
    let polls = 0;
    while (elapsed < 300_000) {
      elapsed += exportPollDelay(elapsed);
      polls += 1;
    }
    expect(polls).toBeLessThanOrEqual(30);
    expect(polls).toBeGreaterThanOrEqual(15);
  });

  it('counts from when the page first saw each copy in progress', () => {
    const t0 = 1_000_000;
    expect(nextExportPoll('copy-a', t0)).toBe(2_000);
    expect(nextExportPoll('copy-a', t0 + 30_000)).toBe(15_000);
    // A new copy starts fast again.
    expect(nextExportPoll('copy-b', t0 + 30_000)).toBe(2_000);
  });
});
