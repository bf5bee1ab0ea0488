/**
 * Keeps the cached tribe list (`tribeKeys.all`, GET /api/tribes) in step after a tribe mutation. A change
 * to a tribe also changes which photos a member may see, so every photo list (`photoKeys.all`) is
 * invalidated with it.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Tribe } from '@shared/schemas/tribe';
import { photoKeys } from '@/lib/query-keys';
import { myTribesQueryOptions } from '@/lib/tribes';

const tribesKey = myTribesQueryOptions().queryKey;

/** Re-reads the tribes and every photo list. */
export function invalidateAfterTribeChange(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: tribesKey }),
    queryClient.invalidateQueries({ queryKey: photoKeys.all }),
  ]).then(() => undefined);
}

/** Applies `update` to the cached list when there is one. */
function updateTribes(queryClient: QueryClient, update: (tribes: Tribe[]) => Tribe[]): void {
  queryClient.setQueryData(tribesKey, (tribes) => (tribes ? update(tribes) : tribes));
}

/** Puts the tribe the API answered in place of the cached one, or at the end when it is new. */
export function putTribeInCache(queryClient: QueryClient, tribe: Tribe): void {
  updateTribes(queryClient, (tribes) =>
    tribes.some((t) => t.id === tribe.id) ? tribes.map((t) => (t.id === tribe.id ? tribe : t)) : [...tribes, tribe],
  );
}

/** Drops a tribe (deleted, or left) from the cached list. */
export function dropTribeFromCache(queryClient: QueryClient, tribeId: string): void {
  updateTribes(queryClient, (tribes) => tribes.filter((t) => t.id !== tribeId));
}

/** Drops one member (a user id, or a pending invitee's email) from a cached tribe. */
export function dropMemberFromCache(queryClient: QueryClient, tribeId: string, memberId: string): void {
  updateTribes(queryClient, (tribes) =>
    tribes.map((t) => {
      if (t.id !== tribeId) return t;
      const wasMember = t.members.includes(memberId);
      return {
        ...t,
        members: t.members.filter((id) => id !== memberId),
        memberDetails: t.memberDetails.filter((m) => m.memberId !== memberId),
        memberCount: wasMember ? Math.max(0, t.memberCount - 1) : t.memberCount,
      };
    }),
  );
}
