/** The Ids port: time-sortable ids for items, and unguessable tokens for links and sessions. */
import { createHash, randomBytes } from 'node:crypto';
import { encodeTime, monotonicFactory, type ULIDFactory } from 'ulid';
import { clock } from './clock';

/** Made on the first id, not at import. */
let nextUlid: ULIDFactory | undefined;

/**
 * A ULID: sorts by creation time, so "newest first" is a descending key order. Monotonic within a
 * process, so ten photos of one upload, made in the same millisecond, keep the order they were chosen in.
 * The time is the Clock port's, so tests that move the clock move the ids.
 */
export function newId(): string {
  nextUlid ??= monotonicFactory();
  return nextUlid(clock.now().getTime());
}

/**
 * The time part every id made at `epochMs` starts with: ids made earlier sort below it, ids made at
 * that millisecond or later sort above it (a range bound for "created before").
 */
export function idTimePrefix(epochMs: number): string {
  return encodeTime(epochMs, 10);
}

/** 256 bits of randomness, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens and session ids are stored only as this hash, so a table leak does not leak them. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
