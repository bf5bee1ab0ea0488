import '../support/env';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUNTER_METRICS, recordCounterRecheck } from '../../../functions/social/counter-metrics';

afterEach(() => vi.restoreAllMocks());

/** Every JSON line written to stdout while `work` runs (where Powertools puts embedded metric format). */
function linesWhile(work: () => void): any[] {
  const lines: string[] = [];
  const stdout = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: any) => (lines.push(String(chunk)), true));
  const log = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' ')));
  work();
  stdout.mockRestore();
  log.mockRestore();
  return lines
    .flatMap((line) => line.split('\n'))
    .flatMap((line) => {
      try {
        return [JSON.parse(line)];
      } catch {
        return [];
      }
    });
}

describe('the counters job’s metrics', () => {
  it('publishes the members recounted and the counters mended, with the dimension the alarm reads', () => {
    // Act
    const [emf] = linesWhile(() => recordCounterRecheck({ rechecked: 7, mended: 2 })).filter((line) => line._aws);

    // Assess
    expect(emf[COUNTER_METRICS.mended]).toBe(2);
    expect(emf[COUNTER_METRICS.rechecked]).toBe(7);
    expect(emf.service).toBe(COUNTER_METRICS.service);
    const [directive] = emf._aws.CloudWatchMetrics;
    expect(directive.Namespace).toBe(COUNTER_METRICS.namespace);
    expect(directive.Dimensions).toEqual([['service']]);
  });

  it('publishes a run that mended nothing as a zero, so the alarm sees data', () => {
    const [emf] = linesWhile(() => recordCounterRecheck({ rechecked: 0, mended: 0 })).filter((line) => line._aws);
    expect(emf[COUNTER_METRICS.mended]).toBe(0);
  });
});
