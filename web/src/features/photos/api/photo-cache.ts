/**
 * Keeps every cached copy of a photo in step after a mutation: the feed and profile pages (infinite
 * queries), the trending list and the detail. All of them live under photoKeys.all.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Photo } from '@shared/schemas/photo';
import type { PhotoPages } from '@/lib/photo-pages';
import { photoKeys } from '@/lib/query-keys';

/** Returns the new photo, the same one when unchanged, or null to drop it from lists. */
type PhotoMapper = (photo: Photo) => Photo | null;

const isPhoto = (value: unknown): value is Photo => typeof value === 'object' && value !== null && 'id' in value && 'userId' in value;

const isPages = (value: unknown): value is PhotoPages =>
  typeof value === 'object' && value !== null && Array.isArray((value as PhotoPages).pages);

function mapList(photos: Photo[], mapper: PhotoMapper): Photo[] {
  let changed = false;
  const next: Photo[] = [];
  for (const photo of photos) {
    const mapped = mapper(photo);
    if (mapped !== photo) changed = true;
    if (mapped) next.push(mapped);
  }
  return changed ? next : photos;
}

function mapCached(data: unknown, mapper: PhotoMapper): unknown {
  if (Array.isArray(data)) return mapList(data as Photo[], mapper);
  if (isPages(data)) {
    let changed = false;
    const pages = data.pages.map((page) => {
      const items = mapList(page.items, mapper);
      if (items === page.items) return page;
      changed = true;
      return { ...page, items };
    });
    return changed ? { ...data, pages } : data;
  }
  // A detail is replaced, never dropped here: removePhotoFromCaches removes the query itself.
  if (isPhoto(data)) return mapper(data) ?? data;
  return data;
}

function mapPhotos(queryClient: QueryClient, mapper: PhotoMapper): void {
  queryClient.setQueriesData({ queryKey: photoKeys.all }, (data: unknown) => (data === undefined ? data : mapCached(data, mapper)));
}

/** Applies `update` to the photo `id` wherever it is cached. */
export function updatePhotoInCaches(queryClient: QueryClient, id: string, update: (photo: Photo) => Photo): void {
  mapPhotos(queryClient, (photo) => (photo.id === id ? update(photo) : photo));
}

/** Drops the photo `id` from every list and forgets its detail. */
export function removePhotoFromCaches(queryClient: QueryClient, id: string): void {
  mapPhotos(queryClient, (photo) => (photo.id === id ? null : photo));
  queryClient.removeQueries({ queryKey: photoKeys.detail(id), exact: true });
}

/** Lists whose membership a change can affect without the change being visible in them (trending is public photos only). */
export const invalidateTrending = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: photoKeys.allTrending() });
