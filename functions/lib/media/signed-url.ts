/**
 * Short-lived signed media URLs in CloudFront's canned-policy format (Expires, Signature, Key-Pair-Id).
 * In the cloud CloudFront checks them against the key group before reading the private bucket; in local
 * mode the local server checks them with the same public key (infra/local/media-route.ts). The bucket
 * itself is never public.
 */
import { createSign, createVerify, type KeyObject } from 'node:crypto';

/** A URL stays valid for one to two hours: expiries are rounded up to the hour so the same image keeps
 *  the same URL for an hour and browsers can cache it, while a leaked link dies soon. */
export const MEDIA_URL_WINDOW_SECONDS = 60 * 60;

export const MEDIA_PATH_PREFIX = '/media/';

export function mediaExpiry(nowEpochSeconds: number): number {
  return (Math.floor(nowEpochSeconds / MEDIA_URL_WINDOW_SECONDS) + 2) * MEDIA_URL_WINDOW_SECONDS;
}

const cannedPolicy = (resource: string, expires: number) =>
  JSON.stringify({ Statement: [{ Resource: resource, Condition: { DateLessThan: { 'AWS:EpochTime': expires } } }] });

/** CloudFront's URL-safe base64: + becomes -, = becomes _, / becomes ~. */
const toCloudFrontBase64 = (b64: string) => b64.replace(/\+/g, '-').replace(/=/g, '_').replace(/\//g, '~');
const fromCloudFrontBase64 = (text: string) => text.replace(/-/g, '+').replace(/_/g, '=').replace(/~/g, '/');

export interface MediaSigner {
  siteUrl: string;
  keyPairId: string;
  /** A parsed KeyObject signs in a third of the time of PEM text (lib/media/media-urls parses once). */
  privateKey: KeyObject | string;
}

/** `${siteUrl}/media/<key>?Expires=…&Signature=…&Key-Pair-Id=…` */
export function signMediaUrl(signer: MediaSigner, objectKey: string, expires: number): string {
  const resource = `${signer.siteUrl.replace(/\/$/, '')}${MEDIA_PATH_PREFIX}${objectKey.split('/').map(encodeURIComponent).join('/')}`;
  const signature = createSign('RSA-SHA1').update(cannedPolicy(resource, expires)).sign(signer.privateKey, 'base64');
  // Every value is already URL-safe (CloudFront's alphabet); URLSearchParams would escape its '~'.
  return `${resource}?Expires=${expires}&Signature=${toCloudFrontBase64(signature)}&Key-Pair-Id=${encodeURIComponent(signer.keyPairId)}`;
}

export type MediaUrlCheck = { ok: true } | { ok: false; reason: 'missing' | 'expired' | 'bad-signature' | 'wrong-key' };

/** What CloudFront does with a canned-policy URL; the local server uses it for `/media/*`. */
export function verifyMediaUrl(
  url: URL,
  options: { siteUrl: string; keyPairId: string; publicKeyPem: string; nowEpochSeconds: number },
): MediaUrlCheck {
  const expires = url.searchParams.get('Expires');
  const signature = url.searchParams.get('Signature');
  const keyPairId = url.searchParams.get('Key-Pair-Id');
  if (!expires || !signature || !keyPairId || !/^\d{1,12}$/.test(expires)) return { ok: false, reason: 'missing' };
  if (keyPairId !== options.keyPairId) return { ok: false, reason: 'wrong-key' };
  if (Number(expires) <= options.nowEpochSeconds) return { ok: false, reason: 'expired' };
  const resource = `${options.siteUrl.replace(/\/$/, '')}${url.pathname}`;
  const valid = createVerify('RSA-SHA1')
    .update(cannedPolicy(resource, Number(expires)))
    .verify(options.publicKeyPem, fromCloudFrontBase64(signature), 'base64');
  return valid ? { ok: true } : { ok: false, reason: 'bad-signature' };
}
