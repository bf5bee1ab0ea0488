import { NEXT_CURSOR_HEADER } from '../../../shared/constants';
import type { ApiKeyList } from '../../../shared/schemas/api-key';
import { listApiKeys } from '../../data/members/api-keys';
import { nextCursor, readListQuery } from '../../lib/http/cursor';
import { ok } from '../../lib/http/respond';
import type { Operation } from '../../lib/http/types';
import { requireViewer } from '../../lib/http/viewer';
import { keyAnswer } from '../key-answer';

/** GET /api/mobile/keys: {apiKeys}, the member's keys newest first (next page's cursor in X-Next-Cursor). */
export const listKeys: Operation = async ({ event, viewer }) => {
  const me = requireViewer(viewer);
  const { keys, more } = await listApiKeys(me.user.id, readListQuery(event));
  const cursor = nextCursor(more, keys.at(-1)?.id);
  const answer: ApiKeyList = { apiKeys: keys.map(keyAnswer) };
  return ok(answer, cursor ? { headers: { [NEXT_CURSOR_HEADER]: cursor } } : {});
};
