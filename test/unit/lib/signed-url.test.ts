import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { mediaExpiry, MEDIA_URL_WINDOW_SECONDS, signMediaUrl, verifyMediaUrl } from '../../../functions/lib/media/signed-url';

const keys = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const SITE = 'https://photos.example.com';
const signer = { siteUrl: SITE, keyPairId: 'K123', privateKey: keys.privateKey };
const check = (url: string, now = 1_000) =>
  verifyMediaUrl(new URL(url), { siteUrl: SITE, keyPairId: 'K123', publicKeyPem: keys.publicKey, nowEpochSeconds: now });

describe('signed media URLs (CloudFront canned policy)', () => {
  it('signs a URL under /media/ that verifies with the public key until it expires', () => {
    const url = signMediaUrl(signer, 'photos/01ABC/display.webp', 5_000);
    expect(url).toMatch(
      /^https:\/\/photos\.example\.com\/media\/photos\/01ABC\/display\.webp\?Expires=5000&Signature=[A-Za-z0-9~_-]+&Key-Pair-Id=K123$/,
    );
    expect(check(url, 4_999)).toEqual({ ok: true });
    expect(check(url, 5_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses another object, a changed expiry, another key pair and a missing signature', () => {
    const url = signMediaUrl(signer, 'photos/01ABC/display.webp', 5_000);
    expect(check(url.replace('01ABC', '01XYZ'))).toEqual({ ok: false, reason: 'bad-signature' });
    expect(check(url.replace('Expires=5000', 'Expires=9000'))).toEqual({ ok: false, reason: 'bad-signature' });
    expect(check(url.replace('Key-Pair-Id=K123', 'Key-Pair-Id=K999'))).toEqual({ ok: false, reason: 'wrong-key' });
    expect(check(url.split('?')[0]!)).toEqual({ ok: false, reason: 'missing' });
    const other = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    expect(check(signMediaUrl({ ...signer, privateKey: other.privateKey }, 'photos/01ABC/display.webp', 5_000))).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
  });

  it('rounds expiries up to the hour so a photo keeps one URL for an hour, valid one to two hours', () => {
    const now = 10 * MEDIA_URL_WINDOW_SECONDS + 123;
    const expiry = mediaExpiry(now);
    expect(expiry % MEDIA_URL_WINDOW_SECONDS).toBe(0);
    expect(expiry - now).toBeGreaterThan(MEDIA_URL_WINDOW_SECONDS);
    expect(expiry - now).toBeLessThanOrEqual(2 * MEDIA_URL_WINDOW_SECONDS);
    expect(mediaExpiry(now + 1000)).toBe(expiry);
  });
});
