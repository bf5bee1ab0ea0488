import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memoryCapsule } from '@shared/schemas/capsule';
import type { Emotion } from '@shared/enums';
import { apiMutate } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { capsuleKeys } from '@/lib/query-keys';

export interface NewCapsule {
  photoId: string;
  journalEntry: string;
  emotionTone: Emotion | null;
  unlockDate: string | null;
  tags: string[];
}

/** POST /api/memory-capsules: 201 with the capsule (sealed when its date is ahead). */
export const createCapsule = (capsule: NewCapsule) =>
  apiMutate('POST', '/api/memory-capsules', { body: capsule, schema: memoryCapsule });

/** Creates a capsule, then refreshes the /api/memory-capsules cache. */
export function useCreateCapsule({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createCapsule> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    ...restConfig,
    mutationFn: createCapsule,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: capsuleKeys.all });
      return onSuccess?.(...args);
    },
  });
}
