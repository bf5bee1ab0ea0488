import { useInfiniteQuery } from '@tanstack/react-query';
import { getPhotoPage, photoPagesQueryOptions, type PageRequest } from '@/lib/photo-pages';
import { photoKeys } from '@/lib/query-keys';

/** GET /api/users/{userId}/photos: a member's photos as far as the viewer may see them, one page. */
export const getUserPhotos = ({ userId, ...request }: { userId: string } & PageRequest) =>
  getPhotoPage(`/api/users/${encodeURIComponent(userId)}/photos`, request);

export const userPhotosQueryOptions = (userId: string) =>
  photoPagesQueryOptions(photoKeys.user(userId), (request) => getUserPhotos({ userId, ...request }));

/** A member's photo grid (the profile), page by page. */
export const useUserPhotos = (userId: string) => useInfiniteQuery(userPhotosQueryOptions(userId));
