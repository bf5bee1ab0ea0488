/** The token request body: application/x-www-form-urlencoded, possibly base64 from API Gateway. */
import { header, refuseOversizedBody } from '../lib/http/request';
import type { ApiEvent } from '../lib/http/types';
import { GITHUB_OIDC_MESSAGES } from './messages';
import { invalidRequest } from './oauth-error';

export function readFormBody(event: ApiEvent): Record<string, string> {
  const contentType = header(event, 'content-type') ?? '';
  if (contentType.split(';')[0]?.trim().toLowerCase() !== 'application/x-www-form-urlencoded') {
    throw invalidRequest(GITHUB_OIDC_MESSAGES.formBodyRequired);
  }
  refuseOversizedBody(event);
  const raw = event.body ? (event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body) : '';
  const fields = new Map<string, string>();
  for (const [name, value] of new URLSearchParams(raw)) {
    // RFC 6749 section 3.2: request parameters must not be included more than once.
    if (fields.has(name)) throw invalidRequest(GITHUB_OIDC_MESSAGES.repeatedParameter);
    fields.set(name, value);
  }
  return Object.fromEntries(fields);
}
