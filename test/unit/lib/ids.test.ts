import '../support/env';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashToken, newId, newToken } from '../../../functions/lib/ids';
import { freezeClock } from '../support/clock';

describe('newToken', () => {
  it('makes 256 random bits, URL-safe, different each time', () => {
    // Act
    const tokens = Array.from({ length: 50 }, () => newToken());

    // Assess
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
    expect(new Set(tokens).size).toBe(50);
  });
});

describe('hashToken', () => {
  it('is the hex SHA-256 of the token', () => {
    // Act
    const hash = hashToken('abc');

    // Assess
    expect(hash).toBe(createHash('sha256').update('abc').digest('hex'));
    expect(hash).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('newId', () => {
  it('makes ULIDs that sort by the clock’s time', () => {
    // Prepare
    const clock = freezeClock('2026-03-01T12:00:00.000Z');

    // Act
    const earlier = newId();
    clock.advance(1);
    const later = newId();

    // Assess
    expect(earlier).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(earlier < later).toBe(true);
    expect(earlier.slice(0, 10)).not.toBe(later.slice(0, 10));
  });
});
