import { updateProfileBody } from '../../../shared/schemas/account';
import { updateNames } from '../../data/members/users';
import { UnauthorizedError } from '../../kernel/errors';
import { parseJsonBody } from '../../lib/http/request';
import { ok } from '../../lib/http/respond';
import type { Operation } from '../../lib/http/types';
import { requireViewer } from '../../lib/http/viewer';
import { toPublicUser } from '../../lib/accounts/public-user';

/** PATCH /api/auth/user {firstName, lastName}: the sign-up rules and messages; answers the member. */
export const updateProfile: Operation = async ({ event, viewer }) => {
  const me = requireViewer(viewer);
  const names = parseJsonBody(event, updateProfileBody);
  const updated = await updateNames(me.user.id, names);
  // Deleted between loading the session and this write: the session is as good as gone.
  if (!updated) throw new UnauthorizedError();
  return ok(toPublicUser(updated));
};
