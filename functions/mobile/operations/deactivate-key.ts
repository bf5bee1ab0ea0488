import { deactivateApiKey } from '../../data/members/api-keys';
import { ApiKeyNotFoundError } from '../../kernel/errors';
import { ok } from '../../lib/http/respond';
import { pathParam } from '../../lib/http/request';
import type { Operation } from '../../lib/http/types';
import { requireViewer } from '../../lib/http/viewer';
import { keyAnswer } from '../key-answer';

const KEY_ID = /^[0-9A-Za-z]{1,64}$/;

/**
 * DELETE /api/mobile/keys/{id}: the owner's key, deactivated (kept in the list as inactive). Another
 * member's key answers 404 like an unknown one. The authorizer refuses it from the next request on
 * (in the cloud, once API Gateway's 60 s cache of its last answer for that key has passed).
 */
export const deactivateKey: Operation = async ({ event, viewer }) => {
  const me = requireViewer(viewer);
  const id = pathParam(event, 'id');
  if (!KEY_ID.test(id)) throw new ApiKeyNotFoundError();
  return ok({ key: keyAnswer(await deactivateApiKey(me.user.id, id)) });
};
