import type { MobileStatus } from '../../../shared/schemas/api-key';
import { getOwnedApiKey } from '../../data/members/api-keys';
import { ok } from '../../lib/http/respond';
import type { Operation } from '../../lib/http/types';
import { requireKeyCaller } from '../key-caller';

/** GET /api/mobile/status (X-API-Key): who the key belongs to and when it expires. */
export const status: Operation = async ({ viewer }) => {
  const caller = requireKeyCaller(viewer);
  const key = await getOwnedApiKey(caller.userId, caller.keyId);
  const { user } = caller.viewer;
  const answer: MobileStatus = {
    ok: true,
    user: { id: user.id, firstName: user.firstName, lastName: user.lastName },
    key: { name: key.name, platform: key.platform, expiresAt: key.expiresAt },
  };
  return ok(answer);
};
