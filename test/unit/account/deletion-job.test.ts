/**
 * The account-deletion job reports a deletion that failed at a step as the run's error (so the function's
 * Errors alarm pages someone), after it has tried every other member; running out of time is not a failure.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../../functions/data/members/user-deletion', () => ({
  leavingMembers: vi.fn(),
  claimDeletion: vi.fn(async () => '2026-11-27T10:00:00.000Z'),
  releaseDeletion: vi.fn(async () => undefined),
}));
vi.mock('../../../functions/data/members/users', () => ({
  getUser: vi.fn(async (id: string) => ({ id, email: `${id}@example.com`, leavingSince: '2026-11-27T10:00:00.000Z' })),
}));
vi.mock('../../../functions/account/account-erasure', () => ({ deleteAccount: vi.fn() }));

import { runAccountDeletionJob } from '../../../functions/account/deletion-job';
import { leavingMembers, releaseDeletion } from '../../../functions/data/members/user-deletion';
import { deleteAccount } from '../../../functions/account/account-erasure';
import { DeletionOutOfTime } from '../../../functions/account/deletion-budget';

const members = (...ids: string[]) => ids.map((userId) => ({ userId, position: `2026-11-27T10:00:00.000Z#${userId}` }));
const plenty = { getRemainingTimeInMillis: () => 60_000 };

beforeEach(() => {
  vi.mocked(leavingMembers).mockResolvedValue(members('ann', 'bob', 'cy'));
  vi.mocked(deleteAccount).mockReset();
  vi.mocked(releaseDeletion).mockClear();
});

describe('runAccountDeletionJob', () => {
  it('finishes every member on the list', async () => {
    vi.mocked(deleteAccount).mockResolvedValue(undefined);
    await expect(runAccountDeletionJob(plenty)).resolves.toEqual({ finished: 3, unfinished: 0, failed: 0 });
  });

  it('tries every member when one fails, gives that claim back, then fails the run naming how many failed', async () => {
    vi.mocked(deleteAccount).mockImplementation(async (user) => {
      if (user.id === 'bob') throw new Error('S3 is down');
    });
    await expect(runAccountDeletionJob(plenty)).rejects.toThrow('account deletion failed for 1 member(s)');
    expect(vi.mocked(deleteAccount).mock.calls.map(([user]) => user.id)).toEqual(['ann', 'bob', 'cy']);
    expect(releaseDeletion).toHaveBeenCalledWith('bob');
  });

  it('counts a run out of time as unfinished, not failed: the next run carries on', async () => {
    vi.mocked(deleteAccount).mockRejectedValue(new DeletionOutOfTime());
    await expect(runAccountDeletionJob(plenty)).resolves.toEqual({ finished: 0, unfinished: 3, failed: 0 });
  });
});
