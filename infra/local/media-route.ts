/**
 * `/media/<key>`: what CloudFront does in the cloud. The signed URL is checked (canned policy, expiry,
 * key pair) and only then is the object read from the private bucket. A bad or expired signature is a
 * 403, as CloudFront answers; a missing object is a 404.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { GetObjectCommand, NoSuchKey } from '@aws-sdk/client-s3';
import { awsClients } from '../../functions/lib/aws-clients';
import { clock } from '../../functions/lib/clock';
import { config } from '../../functions/lib/config';
import { MEDIA_PATH_PREFIX, verifyMediaUrl } from '../../functions/lib/media/signed-url';
import type { MediaKeys } from './media-keys';

function refuse(res: ServerResponse, status: number, message: string): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
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
  try {
    const object = await awsClients().s3.send(new GetObjectCommand({ Bucket: c.MEDIA_BUCKET, Key: key }));
    const expires = Number(url.searchParams.get('Expires'));
    const maxAge = Math.max(0, expires - clock.nowEpochSeconds());
    res.writeHead(200, {
      'content-type': object.ContentType ?? 'application/octet-stream',
      ...(object.ContentLength !== undefined ? { 'content-length': String(object.ContentLength) } : {}),
      'cache-control': `private, max-age=${maxAge}`,
      'x-content-type-options': 'nosniff',
    });
    if (req.method === 'HEAD') return void res.end();
    res.end(Buffer.from(await object.Body!.transformToByteArray()));
  } catch (error) {
    if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return refuse(res, 404, 'Not found');
    throw error;
  }
}
