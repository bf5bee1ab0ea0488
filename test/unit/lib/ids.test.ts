import '../support/env';
import { createHash } from 'node:crypto';
import { decodeTime, isValid, ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { hashToken, idTimePrefix, newId, newToken } from '../../../functions/kernel/ids';
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

  it('keeps the order ids were made in within one millisecond and when the clock goes back', () => {
    // Prepare: later than any id the other tests made, as the ids are monotonic for the whole process
    const clock = freezeClock('2026-03-02T12:00:00.000Z');
    const madeAt = clock.now().getTime();

    // Act: ten photos of one upload in the same millisecond, then a clock that steps back
    const sameMillisecond = Array.from({ length: 10 }, () => newId());
    clock.advance(-5);
    const afterStepBack = newId();

    // Assess
    const ids = [...sameMillisecond, afterStepBack];
    expect(ids.every(isValid)).toBe(true);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.map(decodeTime)).toEqual(Array(ids.length).fill(madeAt));
  });
});

describe('idTimePrefix', () => {
  it('puts an id made at the given time above the time prefix of that millisecond and below the next', () => {
    // Prepare
    const at = Date.parse('2026-03-01T12:00:00.000Z');

    // Act
    const id = ulid(at);

    // Assess
    expect(decodeTime(id)).toBe(at);
    expect(id.startsWith(idTimePrefix(at))).toBe(true);
    expect(id > idTimePrefix(at) && id < idTimePrefix(at + 1)).toBe(true);
  });
});
