import { useMutation, useQueryClient } from '@tanstack/react-query';
import { generateKeyResponse, type GenerateKeyBody } from '@shared/schemas/api-key';
import { apiMutate } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { apiKeyKeys } from '@/lib/query-keys';

/** POST /api/mobile/generate-key {platform, name}: 201 with the full key, shown this once. */
export const generateApiKey = (body: GenerateKeyBody) =>
  apiMutate('POST', '/api/mobile/generate-key', { body, schema: generateKeyResponse });

export function useGenerateApiKey({ mutationConfig }: { mutationConfig?: MutationConfig<typeof generateApiKey> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    ...restConfig,
    mutationFn: generateApiKey,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: apiKeyKeys.all });
      return onSuccess?.(...args);
    },
  });
}
