import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from '@shared/zod';
import { MAX_PAGE_SIZE } from '@shared/constants';
import { share } from '@shared/schemas/share';
import { apiGetPage } from '@/lib/api-page';
import { shareKeys } from './share-keys';

const shareList = z.array(share);

/** GET /api/silent-shares?photoId=: the member's own links of the photo, newest first (one page of 100). */
export const getPhotoShares = async ({ photoId, signal }: { photoId: string; signal?: AbortSignal }) =>
  (await apiGetPage(`/api/silent-shares?photoId=${encodeURIComponent(photoId)}&limit=${MAX_PAGE_SIZE}`, { schema: shareList, signal }))
    .items;

export const photoSharesQueryOptions = (photoId: string) =>
  queryOptions({
    queryKey: shareKeys.photo(photoId),
    queryFn: ({ signal }) => getPhotoShares({ photoId, signal }),
  });

export const usePhotoShares = (photoId: string) => useQuery(photoSharesQueryOptions(photoId));
