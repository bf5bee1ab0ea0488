/**
 * Opaque list cursors (`?cursor=`): base64url JSON, validated on the way back in so a forged or
 * truncated cursor is a 400, never a 500.
 */
import { z } from 'zod';
import { BadRequestError } from '../errors';

export const INVALID_CURSOR = 'Invalid cursor';

export function encodeCursor(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

export function decodeCursor<S extends z.ZodType>(text: string | undefined, schema: S): z.output<S> | undefined {
  if (text === undefined || text === '') return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
    if (parsed.success) return parsed.data;
  } catch {
    // Falls through to the 400.
  }
  throw new BadRequestError(INVALID_CURSOR);
}

/** The cursor every photo list uses: older than this photo id. */
export const photoCursor = z.object({ before: z.string().regex(/^[0-9A-Za-z]{1,64}$/) });
