import { useInfiniteQuery } from '@tanstack/react-query';
import { getPhotoPage, photoPagesQueryOptions, type PageRequest } from '@/lib/photo-pages';
import { photoKeys } from '@/lib/query-keys';

/** GET /api/tribes/{tribeId}/photos: the photos shared with the tribe that the member may see, one page. */
export const getTribePhotos = ({ tribeId, ...request }: { tribeId: string } & PageRequest) =>
  getPhotoPage(`/api/tribes/${encodeURIComponent(tribeId)}/photos`, request);

/** Under photoKeys.all, so photo changes (reactions, privacy, deletes) and tribe changes reach it. */
export const tribePhotosQueryOptions = (tribeId: string) =>
  photoPagesQueryOptions(photoKeys.tribe(tribeId), (request) => getTribePhotos({ tribeId, ...request }));

/** A tribe's feed, page by page. */
export const useTribePhotos = (tribeId: string) => useInfiniteQuery(tribePhotosQueryOptions(tribeId));
