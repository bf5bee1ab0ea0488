/** react-query defaults: data never goes stale by itself, no refetch on focus or interval, no retries. */
import { QueryClient, type DefaultOptions, type UseMutationOptions } from '@tanstack/react-query';

export const queryConfig = {
  queries: {
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchInterval: false,
    retry: false,
    // The API is on the same origin: never hold a request back because the browser believes it is offline.
    networkMode: 'always',
  },
  mutations: {
    retry: false,
    networkMode: 'always',
  },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryConfig });
}

/** The options a feature's mutation hook accepts from its caller (bulletproof-react's MutationConfig). */
export type MutationConfig<Fn extends (...args: never[]) => Promise<unknown>> = Omit<
  UseMutationOptions<Awaited<ReturnType<Fn>>, Error, Parameters<Fn>[0]>,
  'mutationFn'
>;
