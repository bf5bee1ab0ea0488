/**
 * What S3 checks on a request signed in its Authorization header (Signature Version 4), which the local
 * S3 emulator does not (it accepts any signature made with an access key it knows, whatever the secret):
 * the signature is recomputed over the canonical request with local mode's own secret and must match,
 * and the request must be dated within 15 minutes. The payload's hash is taken as the client signed it
 * (x-amz-content-sha256); the body is not hashed again, since only the app's own SDK clients, which
 * hold the secret, get this far.
 * https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { signingKey, type Credentials } from './upload-policy';

const AUTHORIZATION = /^AWS4-HMAC-SHA256 Credential=([^,\s]+),\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/;
const MAX_SKEW_MS = 15 * 60 * 1000;

/** RFC 3986 encoding, as SigV4's canonical query string wants it. */
const escapeUri = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function canonicalQuery(rawQuery: string): string {
  const pairs = rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      const [name, value] = at < 0 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)];
      return [escapeUri(decodeURIComponent(name)), escapeUri(decodeURIComponent(value))] as const;
    });
  pairs.sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1));
  return pairs.map(([name, value]) => `${name}=${value}`).join('&');
}

/** `20261127T041700Z` as a time, or NaN. */
function amzDate(text: string): number {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(text);
  return match ? Date.UTC(+match[1]!, +match[2]! - 1, +match[3]!, +match[4]!, +match[5]!, +match[6]!) : NaN;
}

export function requestSignatureValid(req: IncomingMessage, credentials: Credentials, now: Date): boolean {
  try {
    const match = AUTHORIZATION.exec(String(req.headers.authorization ?? ''));
    if (!match) return false;
    const [, credential, signedHeaderList, signature] = match as unknown as [string, string, string, string];
    const [accessKeyId, day, region, service, terminal, ...rest] = credential.split('/');
    if (accessKeyId !== credentials.accessKeyId || service !== 's3' || terminal !== 'aws4_request' || rest.length) return false;
    const date = String(req.headers['x-amz-date'] ?? '');
    const time = amzDate(date);
    if (!day || !region || !date.startsWith(day) || !(Math.abs(now.getTime() - time) <= MAX_SKEW_MS)) return false;
    const payloadHash = req.headers['x-amz-content-sha256'];
    const signedHeaders = signedHeaderList.split(';');
    if (typeof payloadHash !== 'string' || !signedHeaders.includes('host')) return false;

    const rawUrl = req.url ?? '/';
    const queryAt = rawUrl.indexOf('?');
    const path = queryAt < 0 ? rawUrl : rawUrl.slice(0, queryAt);
    const query = queryAt < 0 ? '' : rawUrl.slice(queryAt + 1);
    const headerLines = signedHeaders.map((name) => {
      const value = req.headers[name];
      const text = Array.isArray(value) ? value.join(',') : (value ?? '');
      return `${name}:${text.trim().replace(/\s+/g, ' ')}\n`;
    });
    const canonicalRequest = [req.method, path, canonicalQuery(query), headerLines.join(''), signedHeaderList, payloadHash].join('\n');
    const stringToSign = [
      'AWS4-HMAC-SHA256',
      date,
      `${day}/${region}/s3/aws4_request`,
      createHash('sha256').update(canonicalRequest).digest('hex'),
    ].join('\n');
    const expected = createHmac('sha256', signingKey(credentials.secretAccessKey, day, region))
      .update(stringToSign)
      .digest();
    return timingSafeEqual(Buffer.from(signature, 'hex'), expected);
  } catch {
    // A malformed escape in the query: not a request our SDK signed.
    return false;
  }
}
