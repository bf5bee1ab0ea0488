/** The member's signed-in browsers (GET /api/auth/sessions), and signing one or every other one out. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endedSessions, sessionList } from '@shared/schemas/session';
import { apiGet, apiMutate } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

const SESSIONS_PATH = '/api/auth/sessions';
const sessionsKey = ['settings', 'sessions'] as const;

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: sessionsKey, queryFn: ({ signal }) => apiGet(SESSIONS_PATH, { schema: sessionList, signal }) });

export const useSessions = () => useQuery(sessionsQueryOptions());

/** DELETE /api/auth/sessions/{id}: that browser is signed out. */
export const endSession = ({ id }: { id: string }) =>
  apiMutate('DELETE', `${SESSIONS_PATH}/${encodeURIComponent(id)}`).then(() => undefined);

/** DELETE /api/auth/sessions: every other browser is signed out; how many were. */
export const endOtherSessions = () => apiMutate('DELETE', SESSIONS_PATH, { schema: endedSessions });

/** Reads the list again after a sign-out, then runs the caller's own success handler. */
function useThenRefresh<A extends unknown[]>(onSuccess: ((...args: A) => unknown) | undefined) {
  const queryClient = useQueryClient();
  return async (...args: A) => {
    await queryClient.invalidateQueries({ queryKey: sessionsKey });
    return onSuccess?.(...args);
  };
}

export function useEndSession({ mutationConfig }: { mutationConfig?: MutationConfig<typeof endSession> } = {}) {
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({ ...restConfig, mutationFn: endSession, onSuccess: useThenRefresh(onSuccess) });
}

export function useEndOtherSessions({ mutationConfig }: { mutationConfig?: MutationConfig<typeof endOtherSessions> } = {}) {
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({ ...restConfig, mutationFn: endOtherSessions, onSuccess: useThenRefresh(onSuccess) });
}
