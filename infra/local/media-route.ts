/**
 * `/media/<key>`: what CloudFront does in the cloud. The signed URL is checked (canned policy, expiry,
 * key pair) and only then is the object read from the private bucket. A bad or expired signature is a
 * 403, as CloudFront answers; a missing object is a 404. Only images are served, each with `nosniff`:
 * an object of any other type (say text/html that reached storage) is a 404, never a page on our origin.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { clock } from '../../functions/kernel/clock';
import { config } from '../../functions/kernel/config';
import { mediaStore } from '../../functions/lib/media/configured-media-store';
import { ARCHIVE_CONTENT_TYPE, ARCHIVE_DISPOSITION } from '../../functions/lib/media/object-keys';
import { MEDIA_PATH_PREFIX, verifyMediaUrl } from '../../functions/lib/media/signed-url';
import { IMAGE_MIME_TYPES } from '../../shared/image-type';
import type { MediaKeys } from './media-keys';

const SERVED_TYPES: ReadonlySet<string> = new Set([...Object.values(IMAGE_MIME_TYPES), ARCHIVE_CONTENT_TYPE]);

function refuse(res: ServerResponse, status: number, message: string): void {
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  res.end(message);
}

export async function handleMedia(req: IncomingMessage, res: ServerResponse, url: URL, keys: MediaKeys): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return refuse(res, 405, 'Method not allowed');
  const c = config();
  const check = verifyMediaUrl(url, {
    siteUrl: c.SITE_URL,
    keyPairId: keys.keyPairId,
    publicKeyPem: keys.publicKeyPem,
    nowEpochSeconds: clock.nowEpochSeconds(),
  });
  if (!check.ok) return refuse(res, 403, 'Access denied');
  let key: string;
  try {
    key = url.pathname.slice(MEDIA_PATH_PREFIX.length).split('/').map(decodeURIComponent).join('/');
  } catch {
    return refuse(res, 400, 'Bad media path');
  }
  const store = mediaStore();
  const object = req.method === 'HEAD' ? await store.head(key) : await store.read(key);
  const type = object?.contentType;
  if (!object || !type || !SERVED_TYPES.has(type)) return refuse(res, 404, 'Not found');
  const expires = Number(url.searchParams.get('Expires'));
  const maxAge = Math.max(0, expires - clock.nowEpochSeconds());
  res.writeHead(200, {
    'content-type': type,
    'content-length': String(object.size),
    'cache-control': `private, max-age=${maxAge}`,
    'x-content-type-options': 'nosniff',
    // A copy of a member's data downloads as a file, as S3 serves it with the disposition stored on it.
    ...(type === ARCHIVE_CONTENT_TYPE ? { 'content-disposition': ARCHIVE_DISPOSITION } : {}),
  });
  res.end('bytes' in object ? object.bytes : undefined);
}
