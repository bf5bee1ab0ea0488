import { useInfiniteQuery } from '@tanstack/react-query';
import { getPhotoPage, photoPagesQueryOptions, type PageRequest } from '@/lib/photo-pages';
import { photoKeys } from '@/lib/query-keys';

/** GET /api/photos/following: photos of the members the viewer follows that the viewer may see, newest first, one page. */
export const getFollowingPhotos = (request: PageRequest = {}) => getPhotoPage('/api/photos/following', request);

export const followingPhotosQueryOptions = () => photoPagesQueryOptions(photoKeys.following(), getFollowingPhotos);

/** The home feed's Following tab, page by page; not read while `enabled` is false. */
export const useFollowingPhotos = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useInfiniteQuery({ ...followingPhotosQueryOptions(), enabled });
