/**
 * Proof that a request came through our CloudFront distribution: CloudFront adds ORIGIN_SECRET_HEADER,
 * whose value is a secret (kernel/secrets.ts, ORIGIN_SECRET) only it and the functions know. The API's
 * execute-api host is public, so without this a caller could skip the firewall and write its own
 * client-address header. Browser routes refuse a request without the secret; mobile routes, which apps
 * call on the API host with their key, stay open and count by API Gateway's own source address.
 *
 * The secret is JSON `{ "current": ..., "previous": ... }`: CloudFront sends `current`, the functions
 * accept either, so a rotation (docs/operations.md) never refuses a request while CloudFront catches up.
 * A function given no ORIGIN_SECRET (local mode with no configuration) checks nothing: the local server
 * is the only way in and stamps the client address itself.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { HTTP_MESSAGES } from '../../../shared/messages/http';
import { ForbiddenError } from '../../kernel/errors';
import { logger } from '../../kernel/logger';
import { reloadSecret, secret, secretIdVariable } from '../../kernel/secrets';
import type { ApiEvent } from './types';

export const ORIGIN_SECRET_HEADER = 'x-snifty-origin-secret';

/** The fields of the secret's JSON value: what CloudFront sends, and what it sent before a rotation. */
export const ORIGIN_SECRET_FIELDS = { current: 'current', previous: 'previous' } as const;

/**
 * A warm container whose value predates a rotation reads the secret again on a mismatch, at most this
 * often, so a stream of forged requests cannot turn into a stream of Secrets Manager calls.
 */
const RELOAD_INTERVAL_MS = 60_000;
let lastReload = 0;

/** Whether this function is given the secret at all (in the cloud every API function is). */
export const originCheckConfigured = (): boolean => Boolean(process.env[secretIdVariable('ORIGIN_SECRET')]);

/** The values a request may carry: `current` and `previous` of the JSON, or the whole text if it is not JSON. */
function acceptedValues(value: string | undefined): string[] {
  if (!value) return [];
  try {
    const parsed = JSON.parse(value) as Record<string, unknown>;
    return [parsed[ORIGIN_SECRET_FIELDS.current], parsed[ORIGIN_SECRET_FIELDS.previous]].filter(
      (v): v is string => typeof v === 'string' && v.length > 0,
    );
  } catch {
    return [value];
  }
}

// Digests have one length, so timingSafeEqual compares any two values without leaking the secret's length.
const digest = (text: string) => createHash('sha256').update(text).digest();

function matches(presented: string | undefined, value: string | undefined): boolean {
  if (!presented) return false;
  const given = digest(presented);
  return acceptedValues(value).some((accepted) => timingSafeEqual(given, digest(accepted)));
}

const presentedSecret = (event: ApiEvent): string | undefined => event.headers?.[ORIGIN_SECRET_HEADER];

/**
 * Whether the request came through CloudFront, by the secret as last read (no call out): true when this
 * function checks nothing. The group handler has already re-read a rotated secret for browser routes.
 */
export function fromTheSite(event: ApiEvent): boolean {
  if (!originCheckConfigured()) return true;
  return matches(presentedSecret(event), secret('ORIGIN_SECRET'));
}

/** Refuses (403) a request that did not come through CloudFront; re-reads a rotated secret once a minute at most. */
export async function requireFromTheSite(event: ApiEvent, now = Date.now()): Promise<void> {
  if (fromTheSite(event)) return;
  if (presentedSecret(event) && now - lastReload >= RELOAD_INTERVAL_MS) {
    lastReload = now;
    const reloaded = await reloadSecret('ORIGIN_SECRET').catch((error: unknown) => {
      logger.warn('Could not read the origin secret again', { error });
      return undefined;
    });
    if (matches(presentedSecret(event), reloaded)) return;
  }
  throw new ForbiddenError(HTTP_MESSAGES.notThroughSite);
}

/** Tests: forget when the secret was last re-read. */
export function resetOriginSecretReload(): void {
  lastReload = 0;
}
