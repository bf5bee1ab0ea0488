/**
 * The photo lists, each built from Queries on known keys and one consistent batch read of the page's
 * items, then passed through the visibility rule. Every list is newest first (ids are ULIDs) and pages
 * with an opaque cursor naming the last photo seen.
 */
import { DEFAULT_PAGE_SIZE } from '../../shared/constants';
import { readPhotoPage, type PhotoContext } from '../data/photo-page';
import { getPhotos, ownerPhotoIds, publicPhotoIds, tribePhotoIds, type IdPage, type PhotoRecord } from '../data/photos';
import { followingIds } from '../data/follows';
import { memberTribeIds } from '../data/tribe-membership';
import { canSee } from '../lib/photos/visibility';

export interface PhotoPage {
  photos: PhotoRecord[];
  /** The id to continue before, or null on the last page. */
  nextBefore: string | null;
  /** Authors and the viewer's reactions, when the page read them with its photos. */
  context?: PhotoContext;
}

const newestFirst = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);

/**
 * The page of several newest-first id lists: each source gave its newest `limit` ids older than the
 * cursor, so the union's newest `limit` are exactly the page (any id of the true page is within its own
 * source's first `limit`). One consistent batch read of those, then the visibility rule.
 */
async function mergedPage(viewerId: string, sources: IdPage[], tribes: ReadonlySet<string>, limit: number): Promise<PhotoPage> {
  const union = [...new Set(sources.flatMap((s) => s.ids))].sort(newestFirst);
  const pageIds = union.slice(0, limit);
  const more = union.length > limit || sources.some((s) => s.more);
  const ownerOf = (id: string) => sources.map((s) => s.owners.get(id)).find(Boolean);
  const { photos, ...context } = await readPhotoPage(
    viewerId,
    pageIds.map((id) => ({ id, ownerId: ownerOf(id) })),
  );
  return {
    photos: photos.filter((photo) => canSee(viewerId, photo, tribes)),
    nextBefore: more && pageIds.length ? pageIds[pageIds.length - 1]! : null,
    context,
  };
}

/**
 * GET /api/photos: public photos, the viewer's own, and those shared with a tribe they belong to. Three
 * round trips: the viewer's tribes with the public and own lists, then the tribes' lists, then the page.
 */
export async function feedPage(viewerId: string, options: { before?: string; limit?: number }): Promise<PhotoPage> {
  const limit = options.limit ?? DEFAULT_PAGE_SIZE;
  const [tribes, ...ownSources] = await Promise.all([
    memberTribeIds(viewerId),
    publicPhotoIds({ before: options.before, limit }),
    ownerPhotoIds(viewerId, { before: options.before, limit }),
  ]);
  const tribeSources = await Promise.all([...tribes].map((tribeId) => tribePhotoIds(tribeId, { before: options.before, limit })));
  return mergedPage(viewerId, [...ownSources, ...tribeSources], tribes, limit);
}

/** The Following tab merges the photo lists of at most this many followed members (docs/decisions.md). */
export const MAX_FOLLOWED_SOURCES = 100;

/** GET /api/photos/following: photos of the members the viewer follows that the viewer may see. */
export async function followingPage(viewerId: string, options: { before?: string; limit?: number }): Promise<PhotoPage> {
  const limit = options.limit ?? DEFAULT_PAGE_SIZE;
  const [followed, tribes] = await Promise.all([followingIds(viewerId, MAX_FOLLOWED_SOURCES), memberTribeIds(viewerId)]);
  const sources = await Promise.all(followed.map((userId) => ownerPhotoIds(userId, { before: options.before, limit })));
  return mergedPage(viewerId, sources, tribes, limit);
}

/** Pages read per request at most when the visibility rule hides many of an owner's photos. */
const MAX_OWNER_READS = 5;

/** GET /api/users/{userId}/photos: everything for the owner; for anyone else, what they may see. */
export async function ownerPage(viewerId: string, ownerId: string, options: { before?: string; limit?: number }): Promise<PhotoPage> {
  const limit = options.limit ?? DEFAULT_PAGE_SIZE;
  const tribes = viewerId === ownerId ? new Set<string>() : await memberTribeIds(viewerId);
  const collected: PhotoRecord[] = [];
  let before = options.before;
  let more = true;
  for (let read = 0; read < MAX_OWNER_READS && more && collected.length < limit; read += 1) {
    const page = await ownerPhotoIds(ownerId, { before, limit });
    const photos = await getPhotos(page.ids);
    collected.push(...photos.filter((photo) => canSee(viewerId, photo, tribes)));
    more = page.more;
    before = page.ids[page.ids.length - 1] ?? before;
  }
  const photos = collected.slice(0, limit);
  const hasMore = collected.length > limit || more;
  const lastId = collected.length > limit ? photos[photos.length - 1]!.id : before;
  return { photos, nextBefore: hasMore && lastId ? lastId : null };
}

/** Trending considers public photos of the past week. */
export const TRENDING_WINDOW_MS = 7 * 24 * 60 * 60_000;
/** How many of the newest public photos trending ranks. */
export const TRENDING_CANDIDATES = 200;

const score = (photo: PhotoRecord) => photo.likes * 3 + photo.views - photo.dislikes;

/** GET /api/photos/trending: recent public photos ranked by likes and views, newest first on ties. */
export async function trendingPhotos(viewerId: string | null, limit: number, now: Date): Promise<PhotoRecord[]> {
  if (!viewerId) return [];
  const { ids } = await publicPhotoIds({ limit: TRENDING_CANDIDATES });
  const since = new Date(now.getTime() - TRENDING_WINDOW_MS).toISOString();
  return (await getPhotos(ids))
    .filter((photo) => photo.createdAt >= since && canSee(viewerId, photo, new Set()))
    .sort((a, b) => score(b) - score(a) || newestFirst(a.id, b.id))
    .slice(0, limit);
}
