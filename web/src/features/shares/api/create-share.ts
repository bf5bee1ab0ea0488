import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createdShare, type CreateShareBody } from '@shared/schemas/share';
import { apiMutate } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { shareKeys } from './share-keys';

/** POST /api/silent-shares: 201 with the link (only here) and the share as the list shows it. */
export const createShare = (body: CreateShareBody) => apiMutate('POST', '/api/silent-shares', { body, schema: createdShare });

/** Makes a link and refreshes the photo's list of links. */
export function useCreateShare({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createShare> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    ...restConfig,
    mutationFn: createShare,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: shareKeys.photo(args[1].photoId) });
      return onSuccess?.(...args);
    },
  });
}
