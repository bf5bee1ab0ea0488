import { useMutation, useQueryClient, type QueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { Photo } from '@shared/schemas/photo';
import { updatePhotoInCaches } from './photo-cache';

/**
 * The shape every mutation of one photo shares: send it, fold what its answer changes into every cached
 * copy of the photo (photo-cache.ts), then run the caller's own onSuccess with the same arguments.
 */
export function usePhotoMutation<Variables extends { photoId: string }, Answer>({
  mutationFn,
  changes,
  afterUpdate,
  mutationConfig,
}: {
  mutationFn: (variables: Variables) => Promise<Answer>;
  /** The photo's fields the answer gives (the rest of the cached photo stays). */
  changes: (answer: Answer, variables: Variables) => Partial<Photo>;
  /** Lists the change may affect without the photo showing it (e.g. trending), refreshed after the update. */
  afterUpdate?: (queryClient: QueryClient) => void;
  /** The caller's MutationConfig (query-client.ts) for this mutation. */
  mutationConfig?: Omit<UseMutationOptions<Answer, Error, Variables>, 'mutationFn'>;
}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation<Answer, Error, Variables>({
    ...restConfig,
    mutationFn,
    onSuccess: (...args) => {
      const [answer, variables] = args;
      updatePhotoInCaches(queryClient, variables.photoId, (photo) => ({ ...photo, ...changes(answer, variables) }));
      afterUpdate?.(queryClient);
      return onSuccess?.(...args);
    },
  });
}
