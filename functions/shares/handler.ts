/** The shares Lambda: private share links, made and managed by members, opened by anyone with the link. */
import { createGroupHandler } from '../lib/http/group-handler';
import { createShare } from './operations/create-share';
import { listShares, revokeShare } from './operations/manage-shares';
import { openShare } from './operations/open-share';
import { SHARES_GROUP } from './group';

export const handler = createGroupHandler(SHARES_GROUP, {
  'POST /api/silent-shares': createShare,
  'GET /api/silent-shares': listShares,
  'DELETE /api/silent-shares/{id}': revokeShare,
  'GET /api/shares/{link}': openShare,
});
