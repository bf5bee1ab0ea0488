import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../shared/constants';
import { getPhotos, tribePhotoIds } from '../../data/photos';
import { decodeCursor, encodeCursor, photoCursor } from '../../lib/http/cursor';
import { page } from '../../lib/http/respond';
import { parseQuery, pathParam } from '../../lib/http/request';
import type { Operation } from '../../lib/http/types';
import { requireViewer } from '../../lib/http/viewer';
import { presentPhotos } from '../../lib/photos/present-photos';
import { canSee } from '../../lib/photos/visibility';
import { loadReadableTribe } from '../tribe-access';
import { tribeCaption } from '../tribe-captions';

const listQuery = z.object({
  cursor: z.string().max(512).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

/** GET /api/tribes/{tribeId}/photos: the photos shared with the tribe, for its owner and members only, newest first. */
export const tribePhotos: Operation = async ({ event, viewer }) => {
  const me = requireViewer(viewer);
  const tribe = await loadReadableTribe(me.user.id, pathParam(event, 'tribeId'));
  const query = parseQuery(event, listQuery);
  const before = decodeCursor(query.cursor, photoCursor)?.before;
  const { ids, more } = await tribePhotoIds(tribe.id, { before, limit: query.limit });
  const viewerTribes = new Set(tribe.role === 'member' ? [tribe.id] : []);
  const photos = (await getPhotos(ids)).filter((photo) => canSee(me.user.id, photo, viewerTribes));
  const next = more && ids.length ? encodeCursor({ before: ids[ids.length - 1] }) : null;
  return page(await presentPhotos(me.user.id, photos, { tribeSpecificContent: (photo) => tribeCaption(tribe, photo) }), next);
};
