import { useInfiniteQuery } from '@tanstack/react-query';
import { getPhotoPage, photoPagesQueryOptions, type PageRequest } from '@/lib/photo-pages';
import { photoKeys } from '@/lib/query-keys';
import { FEED_PATH } from './feed-path';

/** GET /api/photos: what the member may see, newest first, one page. */
export const getFeedPhotos = (request: PageRequest = {}) => getPhotoPage(FEED_PATH, request);

export const feedPhotosQueryOptions = () => photoPagesQueryOptions(photoKeys.feed(), getFeedPhotos);

/** The home feed, page by page ('Load more' asks for the next cursor). */
export const useFeedPhotos = () => useInfiniteQuery(feedPhotosQueryOptions());
