import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from '@shared/zod';
import { tribeInvitation } from '@shared/schemas/tribe';
import { apiGet } from '@/lib/api-client';
import { tribeKeys } from '@/lib/query-keys';

const invitationList = z.array(tribeInvitation);

/** GET /api/tribes/invitations: the newest page of the invitations waiting for the member's address. */
export const getTribeInvitations = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiGet('/api/tribes/invitations', { schema: invitationList, signal });

export const tribeInvitationsQueryOptions = () =>
  queryOptions({ queryKey: tribeKeys.invitations, queryFn: ({ signal }) => getTribeInvitations({ signal }) });

export const useTribeInvitations = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...tribeInvitationsQueryOptions(), enabled });
