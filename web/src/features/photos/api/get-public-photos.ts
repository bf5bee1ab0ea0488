import { useInfiniteQuery } from '@tanstack/react-query';
import { getPhotoPage, photoPagesQueryOptions, type PageRequest } from '@/lib/photo-pages';
import { photoKeys } from '@/lib/query-keys';

/** GET /api/photos/public: public photos only, newest first, one page (never a tribe's or a private one). */
export const getPublicPhotos = (request: PageRequest = {}) => getPhotoPage('/api/photos/public', request);

export const publicPhotosQueryOptions = () => photoPagesQueryOptions(photoKeys.public(), getPublicPhotos);

/** The Tribe Feeds screen's All Public tab, page by page. */
export const usePublicPhotos = () => useInfiniteQuery(publicPhotosQueryOptions());
