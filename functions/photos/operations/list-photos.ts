import { SOCIAL_MESSAGES } from '../../../shared/messages/social';
import { trendingQuery } from '../../../shared/schemas/photo';
import { ForbiddenError } from '../../kernel/errors';
import { clock } from '../../kernel/clock';
import { nextSealedCursor, readSealedListQuery } from '../../lib/http/sealed-cursor';
import { requireViewer } from '../../lib/http/viewer';
import { ok, page } from '../../lib/http/respond';
import { parseQuery, pathParam } from '../../lib/http/request';
import type { Operation } from '../../lib/http/types';
import { photoAnswers } from '../../lib/photos/photo-answers';
import { feedPage, followingPage, likedPage, ownerPage, publicPage, trendingPhotos, type PhotoPage } from '../photo-pages';

async function respondWithPage(viewerId: string, result: PhotoPage) {
  return page(
    await photoAnswers({ id: viewerId, tribes: result.viewerTribes }, result.photos, { context: result.context }),
    nextSealedCursor(viewerId, Boolean(result.nextBefore), result.nextBefore ?? undefined),
  );
}

/** GET /api/photos: what the viewer may see, newest first. */
export const listFeed: Operation = async ({ event, viewer }) => {
  const me = requireViewer(viewer);
  return respondWithPage(me.user.id, await feedPage(me.user.id, readSealedListQuery(event, me.user.id)));
};

/** GET /api/photos/public: public photos only (the Tribe Feeds screen's All Public tab). */
export const listPublic: Operation = async ({ event, viewer }) => {
  const me = requireViewer(viewer);
  return respondWithPage(me.user.id, await publicPage(me.user.id, readSealedListQuery(event, me.user.id)));
};

/** GET /api/users/{userId}/liked-photos: the member's own Liked tab; nobody else's likes are shown (docs/decisions/liked-photos.md). */
export const listLikedPhotos: Operation = async ({ event, viewer }) => {
  const me = requireViewer(viewer);
  const query = readSealedListQuery(event, me.user.id);
  if (pathParam(event, 'userId') !== me.user.id) throw new ForbiddenError(SOCIAL_MESSAGES.likedOwnerOnly);
  return respondWithPage(me.user.id, await likedPage(me.user.id, query));
};

/** GET /api/photos/following: the Following tab. */
export const listFollowing: Operation = async ({ event, viewer }) => {
  const me = requireViewer(viewer);
  return respondWithPage(me.user.id, await followingPage(me.user.id, readSealedListQuery(event, me.user.id)));
};

/** GET /api/users/{userId}/photos: a member's photos, as far as the viewer may see them. */
export const listUserPhotos: Operation = async ({ event, viewer }) => {
  const me = requireViewer(viewer);
  const ownerId = pathParam(event, 'userId');
  return respondWithPage(me.user.id, await ownerPage(me.user.id, ownerId, readSealedListQuery(event, me.user.id)));
};

/** GET /api/photos/trending?limit=n: public; visitors get an empty list (public photos are for members). */
export const listTrending: Operation = async ({ event, viewer }) => {
  const { limit } = parseQuery(event, trendingQuery);
  const viewerId = viewer?.user.id ?? null;
  const trending = await trendingPhotos(viewerId, limit, clock.now());
  return ok(await photoAnswers({ id: viewerId, tribes: trending.viewerTribes }, trending.photos));
};
