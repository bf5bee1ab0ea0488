/**
 * Opaque list cursors (`?cursor=`): base64url JSON, validated on the way back in so a forged or
 * truncated cursor is a 400, never a 500.
 */
import * as z from '../../../shared/zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../shared/constants';
import { HTTP_MESSAGES } from '../../../shared/messages/http';
import { BadRequestError } from '../../kernel/errors';
import { parseQuery } from './request';
import type { ApiEvent } from './types';
import { lazySchema } from '../../../shared/lazy-schema';

export const INVALID_CURSOR = 'Invalid cursor';

export function encodeCursor(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

export function decodeCursor<S extends z.ZodMiniType>(text: string | undefined, schema: S): z.output<S> | undefined {
  if (text === undefined || text === '') return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
    if (parsed.success) return parsed.data;
  } catch {
    // Falls through to the 400.
  }
  throw new BadRequestError(INVALID_CURSOR);
}

/** The cursor every newest-first list uses: items older than this id (ids are ULIDs). */
export const idCursor = lazySchema(() => z.object({ before: z.string().check(z.regex(/^[0-9A-Za-z]{1,64}$/)) }));

export const listQuery = lazySchema(() =>
  z.object({
    cursor: z.optional(z.string().check(z.maxLength(512, { error: INVALID_CURSOR }))),
    limit: z._default(
      z.coerce
        .number({ error: HTTP_MESSAGES.pageLimit })
        .check(
          z.int({ error: HTTP_MESSAGES.pageLimit }),
          z.gte(1, { error: HTTP_MESSAGES.pageLimit }),
          z.lte(MAX_PAGE_SIZE, { error: HTTP_MESSAGES.pageLimit }),
        ),
      DEFAULT_PAGE_SIZE,
    ),
  }),
);

/** `?cursor=&limit=` of a newest-first list: the id to continue before, and the page size. */
export function readListQuery(event: ApiEvent): { before?: string; limit: number } {
  const query = parseQuery(event, listQuery);
  return { before: decodeCursor(query.cursor, idCursor)?.before, limit: query.limit };
}

/** The `X-Next-Cursor` value for a page that ended at `lastId`, or null on the last page. */
export const nextCursor = (more: boolean, lastId: string | undefined): string | null =>
  more && lastId ? encodeCursor({ before: lastId }) : null;
