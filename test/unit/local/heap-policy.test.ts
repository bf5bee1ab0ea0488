/**
 * Local mode's heap policy (infra/local/heap-policy.ts): under promoted garbage the committed heap stays
 * near what is live. Without it V8 commits ~310 MB for this churn; with it ~150 MB.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

function peakHeapTotalMb(...args: string[]): number {
  const output = execFileSync(process.execPath, ['--import', 'tsx', 'test/unit/support/heap-churn.ts', ...args], { encoding: 'utf8' });
  return (JSON.parse(output) as { peakHeapTotalMb: number }).peakHeapTotalMb;
}

describe('boundHeapGrowth', () => {
  it('keeps the committed heap under 220 MB where V8 left to itself commits far more', () => {
    // Act
    const bounded = peakHeapTotalMb('bound');
    const unbounded = peakHeapTotalMb();

    // Assess: the churn is one V8 would grow the heap for, and the policy keeps it down.
    expect(unbounded).toBeGreaterThan(1.5 * bounded);
    expect(bounded).toBeLessThan(220);
  }, 120_000);
});
