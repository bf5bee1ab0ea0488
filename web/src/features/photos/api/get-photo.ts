import { queryOptions, useQuery } from '@tanstack/react-query';
import { photo as photoSchema, type Photo } from '@shared/schemas/photo';
import { apiGet } from '@/lib/api-client';
import { isProcessing, PROCESSING_POLL_MS } from '@/lib/photo-processing';
import { photoKeys } from '@/lib/query-keys';

/** GET /api/photos/{id}: the photo, or an ApiError with status 404 when it is missing or not visible. */
export const getPhoto = ({ id, signal }: { id: string; signal?: AbortSignal }): Promise<Photo> =>
  apiGet(`/api/photos/${encodeURIComponent(id)}`, { schema: photoSchema, signal });

export const photoQueryOptions = (id: string) =>
  queryOptions({
    queryKey: photoKeys.detail(id),
    queryFn: ({ signal }) => getPhoto({ id, signal }),
    refetchInterval: (query) => (query.state.data && isProcessing(query.state.data) ? PROCESSING_POLL_MS : false),
  });

/** One photo (the /photo/{id} page). */
export const usePhoto = (id: string) => useQuery(photoQueryOptions(id));
