import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberProfile, type MemberProfile } from '@shared/schemas/social';
import { apiMutate } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { photoKeys } from '@/lib/query-keys';
import { profileKeys } from './profile-keys';

export interface FollowVariables {
  userId: string;
  /** true: POST (follow); false: DELETE (unfollow). */
  follow: boolean;
}

/** POST or DELETE /api/users/{userId}/follow: idempotent; answers the member's updated profile. */
export const setFollowing = ({ userId, follow }: FollowVariables) =>
  apiMutate(follow ? 'POST' : 'DELETE', `/api/users/${encodeURIComponent(userId)}/follow`, { schema: memberProfile });

/** The profile as it will be once the follow (or unfollow) is done. */
export function withFollowing(profile: MemberProfile, follow: boolean): MemberProfile {
  if (profile.isFollowing === follow) return profile;
  return { ...profile, isFollowing: follow, followers: Math.max(0, profile.followers + (follow ? 1 : -1)) };
}

interface FollowContext {
  previous: MemberProfile | undefined;
}

/**
 * Follows or unfollows a member. Optimistic on the member's cached profile, rolled back on failure;
 * afterwards the answered profile is kept, the other profiles (one's own Following count) and the
 * Following tab's photos are read again.
 */
export function useSetFollowing({ mutationConfig }: { mutationConfig?: Omit<MutationConfig<typeof setFollowing>, 'onMutate'> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, onSettled, ...restConfig } = mutationConfig ?? {};
  return useMutation<MemberProfile, Error, FollowVariables, FollowContext>({
    ...restConfig,
    mutationKey: [...profileKeys.all, 'follow'],
    mutationFn: setFollowing,
    onMutate: async ({ userId, follow }) => {
      const key = profileKeys.member(userId);
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const previous = queryClient.getQueryData<MemberProfile>(key);
      if (previous) queryClient.setQueryData(key, withFollowing(previous, follow));
      return { previous };
    },
    onSuccess: (...args) => {
      const [profile, { userId }] = args;
      queryClient.setQueryData(profileKeys.member(userId), profile);
      return onSuccess?.(...args);
    },
    onError: (...args) => {
      const [, { userId }, context] = args;
      if (context?.previous) queryClient.setQueryData(profileKeys.member(userId), context.previous);
      return onError?.(...args);
    },
    onSettled: async (...args) => {
      const [, , { userId }] = args;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.all, predicate: (query) => query.queryKey[1] !== userId }),
        queryClient.invalidateQueries({ queryKey: photoKeys.following() }),
      ]);
      return onSettled?.(...args);
    },
  });
}
