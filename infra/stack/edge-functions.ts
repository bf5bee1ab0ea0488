/**
 * Viewer-request CloudFront Functions (JavaScript runtime 2.0), kept as source text so tests can run
 * them in Node.
 */

/**
 * The SPA fallback. Distribution-wide custom error responses (403/404 -> /index.html) would also turn
 * the API's 403/404 JSON and expired media signatures into a 200 HTML page, so client-side routes are
 * rewritten on the default behaviour only: a path whose last segment has no file extension is a route.
 */
export const SPA_FALLBACK_CODE = `function handler(event) {
  var request = event.request;
  var last = request.uri.split('/').pop();
  if (last.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;

/**
 * `/media/<key>` -> `<key>`: the bucket keeps its own layout (originals/..., derived images) and
 * CloudFront has no built-in way to drop the behaviour's path prefix. Signed URLs are checked against the
 * URL the viewer asked for, so the signer signs `${SITE_URL}/media/<key>`.
 */
export const MEDIA_PREFIX_CODE = `function handler(event) {
  var request = event.request;
  request.uri = request.uri.replace(/^\\/media(?=\\/)/, '');
  return request;
}`;

/**
 * Every `/api/*` request carries the viewer's address in `x-snifty-client-address` (the API sees only
 * CloudFront's), replacing any value the client sent: sign-in throttling keys on it
 * (functions/lib/http/client-address.ts), believed only beside the origin secret CloudFront's API origin adds.
 */
export const CLIENT_ADDRESS_CODE = `function handler(event) {
  var request = event.request;
  request.headers['x-snifty-client-address'] = { value: event.viewer.ip };
  return request;
}`;
