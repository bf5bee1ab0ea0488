import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiKeyList } from '@shared/schemas/api-key';
import { apiGet } from '@/lib/api-client';
import { apiKeyKeys } from '@/lib/query-keys';

/** GET /api/mobile/keys: the member's keys, newest first, never the key itself. */
export const getApiKeys = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiGet('/api/mobile/keys', { schema: apiKeyList, signal }).then((answer) => answer.apiKeys);

export const apiKeysQueryOptions = () => queryOptions({ queryKey: apiKeyKeys.list(), queryFn: getApiKeys });

export const useApiKeys = () => useQuery(apiKeysQueryOptions());
