import { searchQuery } from '../../../shared/schemas/photo';
import { listQuery } from '../../lib/http/cursor';
import { openCursor, sealCursor } from '../../lib/http/sealed-cursor';
import { page } from '../../lib/http/respond';
import { parseQuery } from '../../lib/http/request';
import type { Operation } from '../../lib/http/types';
import { requireViewer } from '../../lib/http/viewer';
import { photoAnswers } from '../../lib/photos/photo-answers';
import { searchCursor, searchPage } from '../search-photos';
import * as z from '../../../shared/zod';
import { lazySchema } from '../../../shared/lazy-schema';

const searchListQuery = lazySchema(() => z.extend(listQuery, searchQuery.shape));

/** GET /api/photos/search?q=&cursor=&limit=: the photos the viewer may see that match, best first. */
export const searchPhotos: Operation = async ({ event, viewer }) => {
  const me = requireViewer(viewer);
  const { q, cursor, limit } = parseQuery(event, searchListQuery);
  const result = await searchPage(me.user.id, q, { cursor: openCursor(cursor, searchCursor, me.user.id), limit });
  return page(
    await photoAnswers({ id: me.user.id, tribes: result.viewerTribes }, result.photos),
    result.next ? sealCursor(result.next, me.user.id) : null,
  );
};
