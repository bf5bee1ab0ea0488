import { useInfiniteQuery } from '@tanstack/react-query';
import { getPhotoPage, photoPagesQueryOptions, type PageRequest } from '@/lib/photo-pages';
import { photoKeys } from '@/lib/query-keys';

/** The home feed's read. */
export const FEED_PATH = '/api/photos';

/** GET /api/photos: what the member may see, newest first, one page. */
export const getFeedPhotos = (request: PageRequest = {}) => getPhotoPage(FEED_PATH, request);

export const feedPhotosQueryOptions = () => photoPagesQueryOptions(photoKeys.feed(), getFeedPhotos);

/** The home feed, page by page ('Load more' asks for the next cursor); not read while `enabled` is false. */
export const useFeedPhotos = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useInfiniteQuery({ ...feedPhotosQueryOptions(), enabled });
