/**
 * The member's tribes (GET /api/tribes), read where a photo's privacy is chosen.
 * The cache holds the tribes as the API returns them; `useMyTribes` derives the options a privacy
 * chooser offers.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from '@shared/zod';
import type { TribeType } from '@shared/enums';
import { tribe, type Tribe } from '@shared/schemas/tribe';
import { apiGet } from './api-client';
import { tribeKeys } from './query-keys';

/** One tribe as a privacy chooser shows it. */
export type TribeOption = { id: string; name: string; type: TribeType; memberCount: number };

const tribeList = z.array(tribe);

/** GET /api/tribes: the tribes one owns and those one belongs to. */
export const getMyTribes = ({ signal }: { signal?: AbortSignal } = {}): Promise<Tribe[]> =>
  apiGet('/api/tribes', { schema: tribeList, signal });

export const myTribesQueryOptions = () =>
  queryOptions({
    queryKey: tribeKeys.all,
    queryFn: ({ signal }) => getMyTribes({ signal }),
  });

/**
 * The tribes a photo may be shared with: those the member owns (the server refuses the others with
 * 'You can only share with tribes you own'), in the order the API lists them.
 */
export function toTribeOptions(tribes: Tribe[]): TribeOption[] {
  return tribes.filter((t) => t.role === 'owner').map((t) => ({ id: t.id, name: t.name, type: t.type, memberCount: t.memberCount }));
}

/** The member's own tribes as privacy options; `data` is the list once loaded. */
export const useMyTribes = () => useQuery({ ...myTribesQueryOptions(), select: toTribeOptions });
