/**
 * ULIDs (github.com/ulid/spec): 10 Crockford base-32 characters of the millisecond, then 16 of randomness.
 * Ours rather than the `ulid` package's: its Node build keeps its PRNG detection (window, workers, msCrypto)
 * and its error codes, 2.4 KB in every Lambda that makes ids (issue 12). The same ids: the tests read ours
 * with the package's decoder and check its monotonic rule.
 */
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const TIME_LENGTH = 10;
const RANDOM_LENGTH = 16;
/** 48 bits of milliseconds: 10 characters hold them, the spec refuses more. */
const TIME_MAX = 2 ** 48 - 1;

/** The time part of a ULID made at `epochMs`; `length` characters (the last ones) of it. */
export function encodeTime(epochMs: number, length = TIME_LENGTH): string {
  if (!Number.isInteger(epochMs) || epochMs < 0 || epochMs > TIME_MAX) {
    throw new RangeError(`A ULID time is a whole number of milliseconds from 0 to ${TIME_MAX}: ${epochMs}`);
  }
  let text = '';
  for (let rest = epochMs; text.length < length; rest = Math.floor(rest / 32)) text = ALPHABET[rest % 32] + text;
  return text;
}

/** 80 random bits: each byte's top five bits are one character (256 is a multiple of 32, so no bias). */
const randomPart = () => Array.from(randomBytes(RANDOM_LENGTH), (byte) => ALPHABET[byte >> 3]).join('');

/** The next base-32 number (the last character carries), as the spec's monotonic rule adds one. */
function increment(random: string): string {
  const last = random.length - 1;
  const digit = ALPHABET.indexOf(random[last]!);
  if (digit < 31) return random.slice(0, last) + ALPHABET[digit + 1];
  if (last === 0) throw new RangeError('The random part of a ULID overflowed within one millisecond');
  return increment(random.slice(0, last)) + ALPHABET[0];
}

/** A ULID made at `epochMs`. */
export const ulid = (epochMs: number): string => encodeTime(epochMs) + randomPart();

/**
 * A ULID maker for one process, monotonic as the spec says: an id made in the same millisecond as the
 * previous one (or with the clock gone back) keeps the previous time and adds one to its random part.
 */
export function monotonicUlid(): (epochMs: number) => string {
  let lastTime = -1;
  let lastRandom = '';
  return (epochMs) => {
    if (epochMs <= lastTime) {
      lastRandom = increment(lastRandom);
      return encodeTime(lastTime) + lastRandom;
    }
    lastTime = epochMs;
    lastRandom = randomPart();
    return encodeTime(epochMs) + lastRandom;
  };
}
