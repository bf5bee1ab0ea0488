import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataExportStatus, type DataExportStatus } from '@shared/schemas/data-export';
import { apiGet, apiMutate, isApiError } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { nextExportPoll } from './export-poll';

const EXPORT_PATH = '/api/auth/user/export';
const dataExportKey = ['settings', 'data-export'] as const;

/** GET /api/auth/user/export: the member's latest copy, or null before they ever asked. */
export async function getDataExport({ signal }: { signal?: AbortSignal } = {}): Promise<DataExportStatus | null> {
  try {
    return await apiGet(EXPORT_PATH, { schema: dataExportStatus, signal });
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

const inProgress = (copy: DataExportStatus | null | undefined) => copy?.status === 'queued' || copy?.status === 'building';

/** Asked again while the copy is being packed, so the page shows its progress: soon at first, then less often. */
export const dataExportQueryOptions = () =>
  queryOptions({
    queryKey: dataExportKey,
    queryFn: ({ signal }) => getDataExport({ signal }),
    refetchInterval: (query) => {
      const copy = query.state.data;
      return copy && inProgress(copy) ? nextExportPoll(copy.id) : false;
    },
  });

export const useDataExport = () => useQuery(dataExportQueryOptions());

/** POST /api/auth/user/export -> 202 the queued copy. */
export const requestDataExport = () => apiMutate('POST', EXPORT_PATH, { schema: dataExportStatus });

export function useRequestDataExport({ mutationConfig }: { mutationConfig?: MutationConfig<typeof requestDataExport> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...restConfig } = mutationConfig ?? {};
  return useMutation({
    ...restConfig,
    mutationFn: requestDataExport,
    onSuccess: async (...args) => {
      // Shown at once, then read again so the polling that follows a copy in progress starts.
      queryClient.setQueryData(dataExportKey, args[0]);
      await queryClient.invalidateQueries({ queryKey: dataExportKey });
      return onSuccess?.(...args);
    },
  });
}
