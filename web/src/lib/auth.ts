/**
 * Who is signed in: the current-user query and logout. The sign-in guard that
 * uses them is components/layouts/require-auth.tsx.
 * Every feature that needs the user reads it through `useUser`; mutations that change it
 * (sign in, logout) update the cache through `currentUserQueryOptions().queryKey`.
 */
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { REDIRECT_AFTER_LOGOUT_MS, USER_CACHE_MS } from '@shared/constants';
import type { PublicUser } from '@shared/schemas/user';
import { paths } from '@/config/paths';
import { apiGet, apiMutate } from './api-client';
import { authKeys } from './query-keys';
import { SESSION_PATH } from './session-path';

export const USER_FETCH_FAILED = 'Failed to fetch user';

/** GET /api/auth/user: the user, or null when signed out (401); any other failure is an error. */
export async function getCurrentUser({ signal }: { signal?: AbortSignal } = {}): Promise<PublicUser | null> {
  try {
    // The schema loads with a member's answer: a visitor's (a 401) has nothing to parse.
    const schema = async () => (await import('./deferred-schemas')).publicUser;
    return await apiGet(SESSION_PATH, { schema, on401: 'returnNull', signal });
  } catch (error) {
    throw new Error(USER_FETCH_FAILED, { cause: error });
  }
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.currentUser(),
    queryFn: ({ signal }) => getCurrentUser({ signal }),
    staleTime: USER_CACHE_MS,
  });

/**
 * The current user. `user` is null when signed out, and also when the status could not be read
 * (the error is kept in `error`): screens then behave as for a visitor.
 */
export function useUser() {
  const query = useQuery(currentUserQueryOptions());
  return { ...query, user: query.data ?? null };
}

/** After sign in: show the returned user at once, then confirm with the server. */
export function setSignedInUser(queryClient: QueryClient, user: PublicUser): Promise<void> {
  queryClient.setQueryData(currentUserQueryOptions().queryKey, user);
  return queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
}

/** Forget the user and everything read on their behalf. */
export function clearUserCache(queryClient: QueryClient): void {
  const userKey = currentUserQueryOptions().queryKey;
  queryClient.removeQueries({ predicate: (query) => !(query.queryKey[0] === userKey[0] && query.queryKey[1] === userKey[1]) });
  queryClient.setQueryData(userKey, null);
}

export const logout = () => apiMutate('POST', '/api/auth/logout');

/** POST /api/auth/logout, then (success or failure) clear the cache and go to / after 500 ms. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: () =>
      new Promise<void>((resolve) => {
        window.setTimeout(() => {
          navigate(paths.home.getHref(), { replace: true });
          clearUserCache(queryClient);
          resolve();
        }, REDIRECT_AFTER_LOGOUT_MS);
      }),
  });
}
