/** Signed media URLs from configuration: what every read path puts in a photo it is allowed to show. */
import { createPrivateKey, type KeyObject } from 'node:crypto';
import { clock } from '../../kernel/clock';
import { config } from '../../kernel/config';
import { LruCache } from '../../kernel/lru-cache';
import { secret } from '../../kernel/secrets';
import { mediaExpiry, signMediaUrl } from './signed-url';

/**
 * How many signed URLs a container remembers. A URL for an object and an expiry never changes, and a
 * feed page signs up to three per photo, so a warm container signs each object once per hour instead
 * of once per request; ~400 bytes each, so the bound keeps the memo near 4 MB.
 */
export const SIGNED_URL_CACHE_SIZE = 10_000;

const signedUrls = new LruCache<string, string>(SIGNED_URL_CACHE_SIZE);

/** Parsing the PEM costs more than the signature itself: parse it once per container (per key). */
let signingKey: { pem: string; key: KeyObject } | undefined;

function privateKey(pem: string): KeyObject {
  if (signingKey?.pem !== pem) {
    signingKey = { pem, key: createPrivateKey(pem.replace(/\\n/g, '\n')) };
    // Another key (a test, a new local data folder) makes every remembered URL wrong.
    signedUrls.clear();
  }
  return signingKey.key;
}

export function mediaUrl(objectKey: string): string {
  const c = config();
  // Read at cold start by the group handler (kernel/secrets); only the functions that sign media are given it.
  const privateKeyPem = secret('MEDIA_SIGNING_PRIVATE_KEY');
  if (!privateKeyPem) throw new Error('This function is not given the media signing key (MEDIA_SIGNING_PRIVATE_KEY_SECRET_ID)');
  const key = privateKey(privateKeyPem);
  const expires = mediaExpiry(clock.nowEpochSeconds());
  const memoKey = `${c.SITE_URL} ${c.MEDIA_SIGNING_KEY_ID} ${expires} ${objectKey}`;
  const remembered = signedUrls.get(memoKey);
  if (remembered) return remembered;
  const url = signMediaUrl({ siteUrl: c.SITE_URL, keyPairId: c.MEDIA_SIGNING_KEY_ID, privateKey: key }, objectKey, expires);
  signedUrls.set(memoKey, url);
  return url;
}
