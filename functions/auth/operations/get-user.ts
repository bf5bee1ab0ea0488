import { UnauthorizedError } from '../../kernel/errors';
import { ok } from '../../lib/http/respond';
import type { Operation } from '../../lib/http/types';
import { toPublicUser } from '../../lib/accounts/public-user';

/** GET /api/auth/user: the signed-in member, or 401 (signed out). */
export const getCurrentUser: Operation = async ({ viewer }) => {
  if (!viewer) throw new UnauthorizedError();
  return ok(toPublicUser(viewer.user));
};
