import { useInfiniteQuery } from '@tanstack/react-query';
import { getPhotoPage, photoPagesQueryOptions, type PageRequest } from '@/lib/photo-pages';
import { photoKeys } from '@/lib/query-keys';

/** GET /api/users/{userId}/liked-photos: the photos the member liked that they may still see, newest like first. */
export const getLikedPhotos = ({ userId, ...request }: { userId: string } & PageRequest) =>
  getPhotoPage(`/api/users/${encodeURIComponent(userId)}/liked-photos`, request);

export const likedPhotosQueryOptions = (userId: string) =>
  photoPagesQueryOptions(photoKeys.liked(userId), (request) => getLikedPhotos({ userId, ...request }));

/** The profile's Liked tab (the member's own), page by page. */
export const useLikedPhotos = (userId: string) => useInfiniteQuery(likedPhotosQueryOptions(userId));
