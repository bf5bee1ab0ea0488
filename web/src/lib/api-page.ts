/**
 * One page of a cursor-paged list (docs/decisions/api-shape.md): the body is the
 * JSON array, the next page's opaque cursor travels in the X-Next-Cursor header and goes back as ?cursor=.
 */
import type { InfiniteData } from '@tanstack/react-query';
import type * as z from '@shared/zod';
import { NEXT_CURSOR_HEADER } from '@shared/constants';
import { apiRequest } from './api-client';

export interface Page<T> {
  items: T[];
  /** The cursor of the next page; null on the last page. */
  nextCursor: string | null;
}

/** What an infinite query of such a list holds: the pages loaded so far. */
export type Pages<T> = InfiniteData<Page<T>, unknown>;

/** Every item of the loaded pages, in order; one a later page repeats (the list moved meanwhile) counts once. */
export function itemsOfPages<T extends { id: string }>(data: Pages<T> | undefined): T[] {
  const seen = new Set<string>();
  return (data?.pages ?? []).flatMap((page) => page.items).filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)));
}

/** `path` with `?cursor=` (or `&cursor=`) added when there is a cursor. */
export function withCursor(path: string, cursor: string | null | undefined): string {
  if (!cursor) return path;
  return `${path}${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}`;
}

/** GET one page of a list and parse its items with the array schema. */
export async function apiGetPage<S extends z.ZodMiniType<unknown[]>>(
  path: string,
  { schema, cursor, signal }: { schema: S; cursor?: string | null; signal?: AbortSignal },
): Promise<Page<z.output<S>[number]>> {
  const response = await apiRequest('GET', withCursor(path, cursor), { signal });
  const text = await response.text();
  const items = schema.parse(text ? JSON.parse(text) : []) as z.output<S>[number][];
  return { items, nextCursor: response.headers.get(NEXT_CURSOR_HEADER) || null };
}
