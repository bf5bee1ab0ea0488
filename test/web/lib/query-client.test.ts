import { describe, expect, it } from 'vitest';
import { currentUserQueryOptions } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';

describe('query client', () => {
  it('never goes stale by default, no refetch on focus or interval, no retries', () => {
    const defaults = createQueryClient().getDefaultOptions();

    expect(defaults.queries?.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.queries?.refetchInterval).toBe(false);
    expect(defaults.queries?.retry).toBe(false);
    expect(defaults.mutations?.retry).toBe(false);
  });

  it('caches the current user for 5 minutes under ["auth", "user"]', () => {
    const options = currentUserQueryOptions();

    expect(options.queryKey).toEqual(['auth', 'user']);
    expect(options.staleTime).toBe(5 * 60_000);
  });
});
