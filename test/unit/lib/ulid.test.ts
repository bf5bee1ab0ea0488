import { describe, expect, it } from 'vitest';
import { decodeTime, encodeTime as packageEncodeTime, isValid, monotonicFactory } from 'ulid';
import { encodeTime, monotonicUlid, ulid } from '../../../functions/lib/ulid';

// Ours replaces the `ulid` package in the Lambdas (issue 12): the package checks that the ids are the same kind.
const TIMES = [0, 1, 31, 32, 1_700_000_000_000, Date.parse('2026-03-01T12:00:00.000Z'), 2 ** 48 - 1];

describe('encodeTime', () => {
  it('writes the time as the ulid package does, at any length', () => {
    for (const time of TIMES) {
      expect(encodeTime(time)).toBe(packageEncodeTime(time, 10));
      expect(encodeTime(time, 12)).toBe(packageEncodeTime(time, 12));
    }
  });

  it('refuses what 48 bits of milliseconds cannot hold', () => {
    for (const time of [-1, 1.5, Number.NaN, 2 ** 48]) expect(() => encodeTime(time)).toThrow(RangeError);
  });
});

describe('ulid', () => {
  it('makes valid ULIDs the package reads back to their time, random after it', () => {
    const ids = TIMES.map((time) => ulid(time));

    ids.forEach((id, i) => {
      expect(isValid(id)).toBe(true);
      expect(decodeTime(id)).toBe(TIMES[i]);
    });
    expect(new Set(Array.from({ length: 200 }, () => ulid(5).slice(10))).size).toBe(200);
  });
});

describe('monotonicUlid', () => {
  it('adds one to the random part within a millisecond, and when the clock goes back, as the package does', () => {
    const ours = monotonicUlid();
    const theirs = monotonicFactory();

    const first = ours(1000);
    const same = ours(1000);
    const back = ours(999);
    const later = ours(1001);

    expect([first, same, back, later]).toEqual([first, same, back, later].sort());
    expect(new Set([first, same, back, later]).size).toBe(4);
    expect([first, same, back].map(decodeTime)).toEqual([1000, 1000, 1000]);
    expect(decodeTime(later)).toBe(1001);
    // The package's rule, on the same kind of sequence: the same times, one apart.
    const [a, b, c] = [theirs(1000), theirs(1000), theirs(999)];
    expect([a, b, c].map(decodeTime)).toEqual([1000, 1000, 1000]);
    expect(BigInt(`0x${base32ToHex(same.slice(10))}`) - BigInt(`0x${base32ToHex(first.slice(10))}`)).toBe(1n);
    expect(BigInt(`0x${base32ToHex(c.slice(10))}`) - BigInt(`0x${base32ToHex(b.slice(10))}`)).toBe(1n);
  });

  it('carries into the characters before the last', () => {
    const next = monotonicUlid();
    let previous = next(7);
    for (let i = 0; i < 100; i++) {
      const id = next(7);
      expect(id > previous).toBe(true);
      previous = id;
    }
  });
});

function base32ToHex(text: string): string {
  let value = 0n;
  for (const char of text) value = value * 32n + BigInt('0123456789ABCDEFGHJKMNPQRSTVWXYZ'.indexOf(char));
  return value.toString(16);
}
