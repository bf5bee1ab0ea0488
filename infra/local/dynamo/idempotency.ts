/**
 * ClientRequestToken handling for TransactWriteItems: DynamoDB treats a repeat of the same request
 * with the same token within 10 minutes as already done, and the same token on a different request
 * as IdempotentParameterMismatchException. Kept in memory: tokens do not outlive the process.
 */
import { DynamoError, ErrorTypes } from './wire';

const TOKEN_LIFETIME_MS = 10 * 60 * 1000;

export class IdempotencyTokens {
  private readonly seen = new Map<string, { fingerprint: string; expiresAt: number }>();

  /** True when this exact request already succeeded under `token`; throws on a token reused for another request. */
  alreadyApplied(token: string, fingerprint: string, now = Date.now()): boolean {
    this.forgetExpired(now);
    const previous = this.seen.get(token);
    if (!previous) return false;
    if (previous.fingerprint !== fingerprint) {
      throw new DynamoError(400, {
        __type: ErrorTypes.idempotentMismatch,
        message: 'Request parameters do not match the parameters of a previous request with the same ClientRequestToken',
      });
    }
    return true;
  }

  remember(token: string, fingerprint: string, now = Date.now()): void {
    this.seen.set(token, { fingerprint, expiresAt: now + TOKEN_LIFETIME_MS });
  }

  private forgetExpired(now: number): void {
    for (const [token, entry] of this.seen) if (entry.expiresAt <= now) this.seen.delete(token);
  }
}
