/**
 * Client authentication at the token endpoint: client_secret_post (what Cognito uses) or
 * client_secret_basic, never both. Compared in constant time against the GitHub OAuth app's pair,
 * which is the pair Cognito's 'GitHub' provider is registered with.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { header } from '../lib/http/request';
import type { ApiEvent } from '../lib/http/types';
import { GITHUB_OIDC_MESSAGES } from './messages';
import { invalidClient, invalidRequest } from './oauth-error';

interface ClientCredentials {
  clientId?: string;
  clientSecret?: string;
}

/** RFC 6749 section 2.3.1: both parts are form-encoded before they are joined and base64-encoded. */
function readBasic(event: ApiEvent): ClientCredentials | undefined {
  const authorization = header(event, 'authorization');
  if (!authorization?.toLowerCase().startsWith('basic ')) return undefined;
  const decoded = Buffer.from(authorization.slice(6).trim(), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) throw invalidClient();
  const formDecode = (part: string) => decodeURIComponent(part.replace(/\+/g, ' '));
  try {
    return { clientId: formDecode(decoded.slice(0, colon)), clientSecret: formDecode(decoded.slice(colon + 1)) };
  } catch {
    throw invalidClient();
  }
}

function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** Returns the authenticated client id, or throws invalid_client (401). */
export function authenticateClient(
  event: ApiEvent,
  form: Record<string, string>,
  expected: { clientId: string; clientSecret: string },
): string {
  const basic = readBasic(event);
  if (basic && form.client_secret !== undefined) throw invalidRequest(GITHUB_OIDC_MESSAGES.oneClientAuthMethod);
  if (basic && form.client_id !== undefined && form.client_id !== basic.clientId) throw invalidClient();
  const { clientId, clientSecret } = basic ?? { clientId: form.client_id, clientSecret: form.client_secret };
  const idMatches = clientId !== undefined && sameSecret(clientId, expected.clientId);
  const secretMatches = clientSecret !== undefined && sameSecret(clientSecret, expected.clientSecret);
  if (!idMatches || !secretMatches || clientId === undefined) throw invalidClient();
  return clientId;
}
