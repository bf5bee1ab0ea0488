import { SESSION_COOKIE_NAME } from '../../../shared/constants';
import { ACCOUNT_MESSAGES } from '../../../shared/messages/account';
import { deleteAccountBody } from '../../../shared/schemas/account';
import { deleteAccount as deleteEverything } from '../../lib/accounts/delete-account';
import { claimDeletion, releaseDeletion } from '../../data/user-deletion';
import { BadRequestError, ConflictError } from '../../lib/errors';
import { clearedCookie } from '../../lib/http/cookies';
import { clientAddress } from '../../lib/http/client-address';
import { parseJsonBody } from '../../lib/http/request';
import { noContent } from '../../lib/http/respond';
import type { Operation } from '../../lib/http/types';
import { requireViewer } from '../../lib/http/viewer';
import { assertCurrentPassword, hasPassword } from '../../lib/accounts/password-check';
import { AUTH_MESSAGES } from '../../../shared/messages/auth';

/** Twice the function's timeout (15 s): a claim outlives only a run that crashed, and then not by much. */
const DELETION_LEASE_MS = 30_000;

/**
 * DELETE /api/auth/user -> 204 and signed out. An email account confirms with {password} (a wrong one
 * counts like a failed sign-in), a social account by typing its {email}. Everything of the member goes
 * (lib/accounts/delete-account.ts); concurrent calls answer 409 while one
 * runs, and a retry after a failure half-way (once its claim has lapsed) finishes the job.
 */
export const deleteAccount: Operation = async ({ event, viewer }) => {
  const me = requireViewer(viewer);
  const body = parseJsonBody(event, deleteAccountBody);
  if (hasPassword(me.user)) {
    if (!body.password) throw new BadRequestError(AUTH_MESSAGES.passwordRequired);
    await assertCurrentPassword(me.user, body.password, clientAddress(event));
  } else {
    if (!body.email) throw new BadRequestError(ACCOUNT_MESSAGES.deleteConfirmEmail);
    if (body.email.toLowerCase() !== me.user.email) throw new BadRequestError(ACCOUNT_MESSAGES.deleteEmailMismatch);
  }
  if (!(await claimDeletion(me.user.id, DELETION_LEASE_MS))) throw new ConflictError(ACCOUNT_MESSAGES.deleteInProgress);
  const markedAt = Date.now();
  try {
    await deleteEverything(me.user, { markedAt, keepSession: me.sessionId });
  } catch (error) {
    await releaseDeletion(me.user.id);
    throw error;
  }
  return noContent({ cookies: [clearedCookie(SESSION_COOKIE_NAME)] });
};
