import { SESSION_COOKIE_NAME } from '../../../shared/constants';
import { ACCOUNT_MESSAGES } from '../../../shared/messages/account';
import { deleteAccountBody } from '../../../shared/schemas/account';
import { deleteAccount as deleteEverything } from '../account-erasure';
import { DELETION_LEASE_MS, deletionDeadline, DeletionOutOfTime, REQUEST_DELETION_MS } from '../deletion-budget';
import { claimDeletion, releaseDeletion } from '../../data/members/user-deletion';
import { BadRequestError, ConflictError } from '../../kernel/errors';
import { clearedCookie } from '../../lib/http/cookies';
import { clientAddress } from '../../lib/http/client-address';
import { parseJsonBody } from '../../lib/http/request';
import { accepted, noContent } from '../../lib/http/respond';
import { logger } from '../../kernel/logger';
import type { Operation } from '../../lib/http/types';
import { requireViewer } from '../../lib/http/viewer';
import { assertCurrentPassword, hasPassword } from '../../lib/accounts/password-check';
import { AUTH_MESSAGES } from '../../../shared/messages/auth';

/**
 * DELETE /api/auth/user -> 204 and signed out. An email account confirms with {password} (a wrong one
 * counts like a failed sign-in), a social account by typing its {email}. Everything of the member goes
 * (lib/accounts/delete-account.ts) within a time budget (deletion-budget.ts); a sweep that runs out of
 * time or fails half-way answers 202, with the member already signed out and refused every write, and
 * the account-deletion job finishes it (docs/decisions/account-deletion.md). Concurrent calls answer
 * 409 while one runs; a retry with the same session runs the rest itself when nobody holds the claim.
 */
export const deleteAccount: Operation = async ({ event, viewer, lambda }) => {
  const me = requireViewer(viewer);
  const body = parseJsonBody(event, deleteAccountBody);
  if (hasPassword(me.user)) {
    if (!body.password) throw new BadRequestError(AUTH_MESSAGES.passwordRequired);
    await assertCurrentPassword(me.user, body.password, clientAddress(event));
  } else {
    if (!body.email) throw new BadRequestError(ACCOUNT_MESSAGES.deleteConfirmEmail);
    if (body.email.toLowerCase() !== me.user.email) throw new BadRequestError(ACCOUNT_MESSAGES.deleteEmailMismatch);
  }
  const leavingSince = await claimDeletion(me.user.id, DELETION_LEASE_MS);
  if (!leavingSince) throw new ConflictError(ACCOUNT_MESSAGES.deleteInProgress);
  const markedAt = Date.now();
  const signedOut = { cookies: [clearedCookie(SESSION_COOKIE_NAME)] };
  try {
    const deadline = deletionDeadline(markedAt, lambda, REQUEST_DELETION_MS);
    await deleteEverything({ ...me.user, leavingSince }, { markedAt, keepSession: me.sessionId, deadline });
  } catch (error) {
    if (!(error instanceof DeletionOutOfTime)) logger.warn('account deletion handed to the job', { error: String(error) });
    // Given back at once so the job's next run takes it; a release that fails only waits for the lease to lapse.
    await releaseDeletion(me.user.id).catch((failed: unknown) =>
      logger.warn('account deletion claim not released', { error: String(failed) }),
    );
    return accepted({ message: ACCOUNT_MESSAGES.deleteContinues }, signedOut);
  }
  return noContent(signedOut);
};
