import { ACCOUNT_MESSAGES } from '../../../shared/messages/account';
import { changePasswordBody } from '../../../shared/schemas/account';
import { deactivateApiKeysOf } from '../../data/members/api-keys';
import { deleteSessionsOfUser } from '../../data/members/sessions';
import { endResetTokens } from '../../data/members/tokens';
import { setPasswordHash } from '../../data/members/users';
import { BadRequestError } from '../../kernel/errors';
import { clientAddress } from '../../lib/http/client-address';
import { parseJsonBody } from '../../lib/http/request';
import { noContent } from '../../lib/http/respond';
import type { Operation } from '../../lib/http/types';
import { requireViewer } from '../../lib/http/viewer';
import { assertCurrentPassword, hasPassword } from '../../lib/accounts/password-check';
import { hashPassword } from '../../lib/accounts/passwords';
import { takeBackDataExports } from '../../lib/accounts/data-export-revocation';

/**
 * POST /api/auth/change-password {currentPassword, newPassword, endApiKeys?} -> 204. A wrong current
 * password is refused and counted like a failed sign-in; every other session of the member ends, this one
 * stays, every outstanding reset link dies, and every link to a copy of the member's data is taken back. The member's API keys end too unless `endApiKeys` is false
 * (the Settings page asks, ticked by default).
 */
export const changePassword: Operation = async ({ event, viewer }) => {
  const me = requireViewer(viewer);
  const { currentPassword, newPassword, endApiKeys } = parseJsonBody(event, changePasswordBody);
  if (!hasPassword(me.user)) throw new BadRequestError(ACCOUNT_MESSAGES.socialHasNoPassword);
  await assertCurrentPassword(me.user, currentPassword, clientAddress(event));
  await setPasswordHash(me.user.id, await hashPassword(newPassword));
  await Promise.all([
    deleteSessionsOfUser(me.user.id, { keep: me.sessionId }),
    endApiKeys ? deactivateApiKeysOf(me.user.id) : undefined,
    // Whoever else had the account may have asked for a copy of its data: its links end with the sessions.
    takeBackDataExports(me.user.id),
  ]);
  // An older reset mail must not set the password back.
  await endResetTokens(me.user.id);
  return noContent();
};
