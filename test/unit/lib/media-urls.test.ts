import { TEST_MEDIA_KEYS, TEST_ENV } from '../support/env';
import { afterEach, describe, expect, it } from 'vitest';
import { setClock, systemClock } from '../../../functions/kernel/clock';
import { LruCache } from '../../../functions/kernel/lru-cache';
import { mediaUrl } from '../../../functions/lib/media/media-urls';
import { MEDIA_URL_WINDOW_SECONDS, verifyMediaUrl } from '../../../functions/lib/media/signed-url';

const at = (epochSeconds: number) => setClock({ now: () => new Date(epochSeconds * 1000) });
afterEach(() => setClock(systemClock));

const HOUR_START = 1_900_000_000 - (1_900_000_000 % MEDIA_URL_WINDOW_SECONDS);

describe('mediaUrl', () => {
  it('gives the same valid URL for an object within one expiry hour, from the memo', () => {
    // Prepare
    at(HOUR_START + 10);
    const first = mediaUrl('photos/p1/display.webp');

    // Act
    at(HOUR_START + MEDIA_URL_WINDOW_SECONDS - 1);
    const again = mediaUrl('photos/p1/display.webp');

    // Assess
    expect(again).toBe(first);
    const check = verifyMediaUrl(new URL(again), {
      siteUrl: TEST_ENV.SITE_URL,
      keyPairId: TEST_ENV.MEDIA_SIGNING_KEY_ID,
      publicKeyPem: TEST_MEDIA_KEYS.publicKey,
      nowEpochSeconds: HOUR_START + 20,
    });
    expect(check).toEqual({ ok: true });
  });

  it('signs again, with a later expiry, in the next hour, and keeps objects apart', () => {
    // Prepare
    at(HOUR_START + 10);
    const thisHour = mediaUrl('photos/p1/display.webp');

    // Act
    const otherObject = mediaUrl('photos/p2/display.webp');
    at(HOUR_START + MEDIA_URL_WINDOW_SECONDS);
    const nextHour = mediaUrl('photos/p1/display.webp');

    // Assess
    expect(otherObject).not.toBe(thisHour);
    expect(new URL(nextHour).searchParams.get('Expires')).toBe(
      String(Number(new URL(thisHour).searchParams.get('Expires')) + MEDIA_URL_WINDOW_SECONDS),
    );
  });
});

describe('LruCache', () => {
  it('keeps at most its capacity, forgetting the least recently used entry first', () => {
    // Prepare
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);

    // Act
    cache.get('a');
    cache.set('c', 3);

    // Assess
    expect(cache.size).toBe(2);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
  });
});
