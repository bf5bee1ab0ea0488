import { describe, expect, it, vi } from 'vitest';
import { startMemberHome } from '@/app/routes/member-home-start';

const readAhead = vi.hoisted(() => vi.fn());
vi.mock('@/features/weekly-feature/api/read-ahead', () => ({ readCurrentWeeklyFeatureAhead: readAhead }));
vi.mock('@/app/routes/member-home', () => ({ MemberHomeRoute: () => null }));

describe('starting the member home', () => {
  it("reads the week's feature ahead and loads the home's code once, for the early entry and the route alike", async () => {
    const first = startMemberHome();
    const second = startMemberHome();

    expect(second).toBe(first);
    expect(readAhead).toHaveBeenCalledTimes(1);
    expect((await first).MemberHomeRoute).toBeTypeOf('function');
  });
});
