/**
 * What every paged photo list shares (the home feed, Following, a member's photos, a tribe's feed):
 * the X-Next-Cursor paging, and polling while a photo on screen is still being analysed. Each
 * feature's factory names its key and its fetcher; the key holds every variable the fetcher uses.
 */
import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import { photoList, type Photo } from '@shared/schemas/photo';
import { apiGetPage, itemsOfPages, type Page, type Pages } from './api-page';
import { pollWhileProcessing } from './photo-processing';

export type PhotoPage = Page<Photo>;
export type PhotoPages = Pages<Photo>;

export interface PageRequest {
  cursor?: string | null;
  signal?: AbortSignal;
}

/** GET one page of a photo list. */
export const getPhotoPage = (path: string, { cursor, signal }: PageRequest = {}): Promise<PhotoPage> =>
  apiGetPage(path, { schema: photoList, cursor, signal });

/** The infinite query of one photo list: `fetchPage` reads the page after `cursor` (null: the first). */
export const photoPagesQueryOptions = <Key extends QueryKey>(queryKey: Key, fetchPage: (request: PageRequest) => Promise<PhotoPage>) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage({ cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    refetchInterval: (query) => pollWhileProcessing(itemsOfPages(query.state.data)),
  });
