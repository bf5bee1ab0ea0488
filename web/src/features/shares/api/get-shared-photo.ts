import { queryOptions, useQuery } from '@tanstack/react-query';
import { sharedPhoto } from '@shared/schemas/share';
import { apiGet } from '@/lib/api-client';
import { shareKeys } from './share-keys';

/** GET /api/shares/{link}: public; 404 unknown or revoked, 410 expired. */
export const getSharedPhoto = ({ link, signal }: { link: string; signal?: AbortSignal }) =>
  apiGet(`/api/shares/${encodeURIComponent(link)}`, { schema: sharedPhoto, signal });

export const sharedPhotoQueryOptions = (link: string) =>
  queryOptions({
    queryKey: shareKeys.link(link),
    queryFn: ({ signal }) => getSharedPhoto({ link, signal }),
    // Each read counts a view and signs a fresh image URL: read once per visit.
    staleTime: Infinity,
    retry: false,
  });

export const useSharedPhoto = (link: string) => useQuery(sharedPhotoQueryOptions(link));
