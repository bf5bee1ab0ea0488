import { queryOptions, useQuery } from '@tanstack/react-query';
import { memberProfile, type MemberProfile } from '@shared/schemas/social';
import { apiGet } from '@/lib/api-client';
import { profileKeys } from './profile-keys';

/** GET /api/users/{userId}/profile: name, followers, following, likes received, whether the viewer follows. */
export const getMemberProfile = ({ userId, signal }: { userId: string; signal?: AbortSignal }): Promise<MemberProfile> =>
  apiGet(`/api/users/${encodeURIComponent(userId)}/profile`, { schema: memberProfile, signal });

export const memberProfileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: profileKeys.member(userId),
    queryFn: ({ signal }) => getMemberProfile({ userId, signal }),
    // Other members' follows and likes change these counts: read again whenever a profile is opened.
    staleTime: 0,
  });

/** A member's profile and counts (also one's own: the /profile counts). */
export const useMemberProfile = (userId: string, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...memberProfileQueryOptions(userId), enabled: enabled && Boolean(userId) });
