/** The creator's management of their links: list them (of one photo or all) and revoke one. */
import { SHARE_MESSAGES } from '../../../shared/messages/share';
import { shareListQuery } from '../../../shared/schemas/share';
import { findOwnShare, listShares as readShares, revokeShare as removeShare } from '../../data/photos/share-links';
import { NotFoundError } from '../../kernel/errors';
import { nextCursor, readListQuery } from '../../lib/http/cursor';
import { noContent, page } from '../../lib/http/respond';
import { parseQuery, pathParam } from '../../lib/http/request';
import type { Operation } from '../../lib/http/types';
import { requireViewer } from '../../lib/http/viewer';
import { shareAnswer } from '../share-answer';

const SHARE_ID_PATTERN = /^[0-9A-Z]{26}$/;

/** GET /api/silent-shares?photoId=: the member's own links, newest first, paged; never a link or hash. */
export const listShares: Operation = async ({ event, viewer }) => {
  const me = requireViewer(viewer);
  const { photoId } = parseQuery(event, shareListQuery);
  const { shares, more } = await readShares(me.user.id, { photoId, ...readListQuery(event) });
  return page(shares.map(shareAnswer), nextCursor(more, shares[shares.length - 1]?.id));
};

/** DELETE /api/silent-shares/{id}: the creator revokes the link; anyone else's id is unknown (404). */
export const revokeShare: Operation = async ({ event, viewer }) => {
  const me = requireViewer(viewer);
  const id = pathParam(event, 'id');
  const share = SHARE_ID_PATTERN.test(id) ? await findOwnShare(me.user.id, id) : null;
  if (!share || !(await removeShare(share))) throw new NotFoundError(SHARE_MESSAGES.shareNotFound);
  return noContent();
};
