/**
 * ClientRequestToken handling for TransactWriteItems: DynamoDB treats a repeat of the same request
 * with the same token within 10 minutes as already done, and the same token on a different request
 * as IdempotentParameterMismatchException. Kept in memory: tokens do not outlive the process.
 *
 * The SDK gives every TransactWriteItems a token, so a busy local mode holds ten minutes of them: each
 * keeps a digest of its request, not the request, or the soak's heap grows by every transaction's
 * items until the first tokens expire (docs/decisions/local-memory.md).
 */
import { createHash } from 'node:crypto';
import { DynamoError, ErrorTypes } from './wire';

const TOKEN_LIFETIME_MS = 10 * 60 * 1000;

const digest = (fingerprint: string) => createHash('sha256').update(fingerprint).digest('base64');

export class IdempotencyTokens {
  /** In the order remembered, which with one lifetime for all is the order they expire in. */
  private readonly seen = new Map<string, { digest: string; expiresAt: number }>();

  /** True when this exact request already succeeded under `token`; throws on a token reused for another request. */
  alreadyApplied(token: string, fingerprint: string, now = Date.now()): boolean {
    this.forgetExpired(now);
    const previous = this.seen.get(token);
    if (!previous) return false;
    if (previous.digest !== digest(fingerprint)) {
      throw new DynamoError(400, {
        __type: ErrorTypes.idempotentMismatch,
        message: 'Request parameters do not match the parameters of a previous request with the same ClientRequestToken',
      });
    }
    return true;
  }

  remember(token: string, fingerprint: string, now = Date.now()): void {
    // Re-inserted at the end, so the map stays in expiry order.
    this.seen.delete(token);
    this.seen.set(token, { digest: digest(fingerprint), expiresAt: now + TOKEN_LIFETIME_MS });
  }

  /** How many tokens are held. */
  get size(): number {
    return this.seen.size;
  }

  private forgetExpired(now: number): void {
    for (const [token, entry] of this.seen) {
      if (entry.expiresAt > now) return;
      this.seen.delete(token);
    }
  }
}
