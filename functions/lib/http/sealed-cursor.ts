/**
 * Sealed list cursors, for the lists whose pages are cut from items the viewer may not see (a member's
 * photos, the feeds, a tribe's photos, search, the Liked and Following tabs): a page can end on an item
 * the viewer was not shown, and a plain cursor would name it (its id, and its upload time through the
 * ULID). The cursor is AES-256-GCM over the plain cursor's JSON, with the viewer's id as associated data,
 * so it reveals nothing, cannot be forged or edited, and works only for the member it was given to.
 *
 * The key is derived (HKDF-SHA256, its own label) from the media signing private key, the secret every
 * function that presents photos already reads at cold start (kernel/secrets.ts): no new secret to deploy,
 * and rotating that key ends the cursors in flight (a stale cursor is a 400 'Invalid cursor', and the
 * client starts again from the first page).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type * as z from '../../../shared/zod';
import { BadRequestError } from '../../kernel/errors';
import { secret } from '../../kernel/secrets';
import { idCursor, INVALID_CURSOR, listQuery } from './cursor';
import { parseQuery } from './request';
import type { ApiEvent } from './types';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_LABEL = 'snifty-photos list cursor v1';

let derived: { from: string; key: Buffer } | undefined;

function sealingKey(): Buffer {
  const source = secret('MEDIA_SIGNING_PRIVATE_KEY');
  if (!source) throw new Error('Sealed cursors need the MEDIA_SIGNING_PRIVATE_KEY secret');
  if (derived?.from !== source) derived = { from: source, key: Buffer.from(hkdfSync('sha256', source, '', KEY_LABEL, 32)) };
  return derived.key;
}

/** The cursor for `value`, readable only by this function's deployment and only for `viewerId`. */
export function sealCursor(value: unknown, viewerId: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(), iv);
  cipher.setAAD(Buffer.from(viewerId, 'utf8'));
  const sealed = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
}

/** What a sealed cursor holds; a forged, edited, stale or another member's cursor is a 400. */
export function openCursor<S extends z.ZodMiniType>(text: string | undefined, schema: S, viewerId: string): z.output<S> | undefined {
  if (text === undefined || text === '') return undefined;
  const bytes = Buffer.from(text, 'base64url');
  if (bytes.length > IV_BYTES + TAG_BYTES) {
    try {
      const decipher = createDecipheriv('aes-256-gcm', sealingKey(), bytes.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(viewerId, 'utf8'));
      decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
      const plain = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]);
      const parsed = schema.safeParse(JSON.parse(plain.toString('utf8')));
      if (parsed.success) return parsed.data;
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('Sealed cursors need')) throw error;
      // A failed authentication or bad JSON falls through to the 400.
    }
  }
  throw new BadRequestError(INVALID_CURSOR);
}

/** `?cursor=&limit=` of a newest-first list with sealed cursors: the id to continue before, and the page size. */
export function readSealedListQuery(event: ApiEvent, viewerId: string): { before?: string; limit: number } {
  const query = parseQuery(event, listQuery);
  return { before: openCursor(query.cursor, idCursor, viewerId)?.before, limit: query.limit };
}

/** The sealed `X-Next-Cursor` for a page that ended at `lastId`, or null on the last page. */
export const nextSealedCursor = (viewerId: string, more: boolean, lastId: string | undefined): string | null =>
  more && lastId ? sealCursor({ before: lastId }, viewerId) : null;
