/**
 * CORS of the local S3 endpoint, answered by the storage front rather than the emulator (whose
 * preflight answers `*` whatever its rules say): only the app's own origins may upload, and only with
 * a POST to the bucket, as the cloud bucket's CORS rule allows (infra/stack/media.ts).
 */
import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';

const EXPOSED = 'ETag, Location';
const MAX_AGE_SECONDS = '3000';

/** The request's origin when it is one of the app's, else null. */
const appOriginOf = (req: IncomingMessage, appOrigins: readonly string[]) => {
  const origin = req.headers.origin;
  return origin && appOrigins.includes(origin) ? origin : null;
};

/** The headers a preflight earns: CORS ones for the app's upload, none for anything else. */
export function preflightHeaders(req: IncomingMessage, appOrigins: readonly string[], isUpload: boolean): OutgoingHttpHeaders | null {
  const origin = appOriginOf(req, appOrigins);
  if (!isUpload || !origin || req.headers['access-control-request-method'] !== 'POST') return null;
  const requested = req.headers['access-control-request-headers'];
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-methods': 'POST',
    ...(requested ? { 'access-control-allow-headers': requested } : {}),
    'access-control-max-age': MAX_AGE_SECONDS,
    vary: 'Origin, Access-Control-Request-Headers, Access-Control-Request-Method',
  };
}

/** An answer's headers without the emulator's CORS, plus ours when the app's page uploads. */
export function answerHeaders(
  req: IncomingMessage,
  headers: OutgoingHttpHeaders,
  appOrigins: readonly string[],
  isUpload: boolean,
): OutgoingHttpHeaders {
  const own = Object.fromEntries(Object.entries(headers).filter(([name]) => !name.toLowerCase().startsWith('access-control-')));
  const origin = appOriginOf(req, appOrigins);
  if (!isUpload || !origin) return own;
  return { ...own, 'access-control-allow-origin': origin, 'access-control-expose-headers': EXPOSED, vary: 'Origin' };
}
