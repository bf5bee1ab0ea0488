/**
 * Forgot-password and resend-verification must not tell, by status, body or timing, whether an account
 * exists. Work done after answering is not reliable in Lambda (the instance freezes once the handler
 * returns), so instead the account work runs first and the answer waits until a constant floor has
 * passed since the request began: a mail sent and no mail take the same time. A failed send is logged and
 * answered alike too, since a 500 only for real accounts would tell as much as the timing did.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { ACCOUNT_MAIL_ANSWER_FLOOR_MS } from '../../shared/constants';
import { logger } from '../kernel/logger';

export async function answerWithoutRevealingAccount(requestId: string, accountWork: () => Promise<void>): Promise<void> {
  const started = performance.now();
  try {
    await accountWork();
  } catch (error) {
    logger.error('account mail failed', { requestId, error: (error as Error).message });
  }
  const elapsed = performance.now() - started;
  if (elapsed > ACCOUNT_MAIL_ANSWER_FLOOR_MS) {
    // The floor no longer hides the difference: raise it (docs/decisions/account-mail-answers-alike.md).
    logger.warn('account mail work exceeded its answer floor', { requestId, elapsedMs: Math.round(elapsed) });
    return;
  }
  await sleep(ACCOUNT_MAIL_ANSWER_FLOOR_MS - elapsed);
}
