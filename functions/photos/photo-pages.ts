/**
 * The photo lists, each built from Queries on known keys and one batch read of the page's items
 * (eventually consistent for the merged feeds, strongly for the owner's and liked lists), then passed through the visibility rule. Every list is newest first (ids are ULIDs) and pages
 * with an opaque cursor naming the last photo seen.
 */
import { DEFAULT_PAGE_SIZE } from '../../shared/constants';
import { readPhotoPage, type PhotoContext } from '../data/photos/photo-page';
import { getPhotos, type PhotoRecord } from '../data/photos/photo';
import { memberFeedIds, ownerPhotoIds, publicPhotoIds, tribePhotoIds, type IdPage } from '../data/photos/photo-lists';
import { followingIds } from '../data/community/follows';
import { likedPhotoIds } from '../data/community/reactions';
import { memberships, memberTribeIds } from '../data/tribes/tribe-membership';
import { canSee } from '../lib/photos/visibility';

export interface PhotoPage {
  photos: PhotoRecord[];
  /** The id to continue before, or null on the last page. */
  nextBefore: string | null;
  /** Authors and the viewer's reactions, when the page read them with its photos. */
  context?: PhotoContext;
  /** The tribes the visibility rule let the viewer through: cards say through which one they see a photo. */
  viewerTribes: ReadonlySet<string>;
}

const newestFirst = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);

/**
 * The page of several newest-first id lists: each source gave its newest `limit` ids older than the
 * cursor, so the union's newest `limit` are exactly the page (any id of the true page is within its own
 * source's first `limit`). One batch read of those, then the visibility rule.
 */
async function mergedPage(viewerId: string, sources: IdPage[], tribes: ReadonlySet<string>, limit: number): Promise<PhotoPage> {
  const union = [...new Set(sources.flatMap((s) => s.ids))].sort(newestFirst);
  const pageIds = union.slice(0, limit);
  const more = union.length > limit || sources.some((s) => s.more);
  const ownerOf = (id: string) => sources.map((s) => s.owners.get(id)).find(Boolean);
  // Feed pages read eventually consistent: a second's staleness is invisible in a feed, and
  // halves the page's read units. The detail and the owner's own list stay strongly consistent.
  const { photos, ...context } = await readPhotoPage(
    viewerId,
    pageIds.map((id) => ({ id, ownerId: ownerOf(id) })),
    tribes,
    { consistent: false },
  );
  return {
    photos: photos.filter((photo) => canSee(viewerId, photo, tribes)),
    nextBefore: more && pageIds.length ? pageIds[pageIds.length - 1]! : null,
    context,
    viewerTribes: tribes,
  };
}

/** GET /api/photos/public: the Tribe Feeds screen's All Public tab, public photos only (the viewer's own public ones too). */
export async function publicPage(viewerId: string, options: { before?: string; limit?: number }): Promise<PhotoPage> {
  const limit = options.limit ?? DEFAULT_PAGE_SIZE;
  return mergedPage(viewerId, [await publicPhotoIds({ before: options.before, limit, readerId: viewerId })], new Set(), limit);
}

/**
 * GET /api/photos: public photos, the viewer's own, and those shared with a tribe they belong to. The
 * viewer's tribes, the public and own lists and their own feed (the photos of their small tribes, fanned
 * out on write) in one round trip; the lists of tribes their feed does not hold (large ones, or a join
 * whose fill has not finished) in a second, when there are any; the page in the last.
 */
export async function feedPage(viewerId: string, options: { before?: string; limit?: number }): Promise<PhotoPage> {
  const limit = options.limit ?? DEFAULT_PAGE_SIZE;
  const page = { before: options.before, limit };
  const [memberOf, ...ownSources] = await Promise.all([
    memberships(viewerId),
    publicPhotoIds({ ...page, readerId: viewerId }),
    ownerPhotoIds(viewerId, page),
    memberFeedIds(viewerId, page),
  ]);
  const unfilled = memberOf.filter((membership) => !membership.feedFilled);
  const tribeSources = await Promise.all(unfilled.map((membership) => tribePhotoIds(membership.tribeId, page)));
  const tribes = new Set(memberOf.map((membership) => membership.tribeId));
  return mergedPage(viewerId, [...ownSources, ...tribeSources], tribes, limit);
}

/** The Following tab merges the photo lists of at most this many followed members (docs/decisions/feeds.md). */
export const MAX_FOLLOWED_SOURCES = 100;

/** GET /api/photos/following: photos of the members the viewer follows that the viewer may see. */
export async function followingPage(viewerId: string, options: { before?: string; limit?: number }): Promise<PhotoPage> {
  const limit = options.limit ?? DEFAULT_PAGE_SIZE;
  const [followed, tribes] = await Promise.all([followingIds(viewerId, MAX_FOLLOWED_SOURCES), memberTribeIds(viewerId)]);
  const sources = await Promise.all(followed.map((userId) => ownerPhotoIds(userId, { before: options.before, limit })));
  return mergedPage(viewerId, sources, tribes, limit);
}

/** Pages read per request at most when the visibility rule hides many of a list's photos. */
const MAX_LIST_READS = 5;

/** One page of a list whose entries name photos: `cursor` is where the list continues after the entry. */
type EntryPage = { entries: { photoId: string; cursor: string }[]; more: boolean };

/**
 * Reads a list's pages until `limit` photos the viewer may see are found (or MAX_LIST_READS pages were
 * read): entries whose photo is gone or hidden from the viewer are skipped, so a page may be short but
 * the cursor still moves past them.
 */
async function collectVisible(
  viewerId: string,
  tribes: ReadonlySet<string>,
  options: { before?: string; limit: number },
  readEntries: (before: string | undefined) => Promise<EntryPage>,
): Promise<PhotoPage> {
  const collected: { photo: PhotoRecord; cursor: string }[] = [];
  let before = options.before;
  let more = true;
  for (let read = 0; read < MAX_LIST_READS && more && collected.length < options.limit; read += 1) {
    const page = await readEntries(before);
    const photos = new Map((await getPhotos(page.entries.map((e) => e.photoId))).map((photo) => [photo.id, photo]));
    for (const entry of page.entries) {
      const photo = photos.get(entry.photoId);
      if (photo && canSee(viewerId, photo, tribes)) collected.push({ photo, cursor: entry.cursor });
    }
    more = page.more;
    before = page.entries[page.entries.length - 1]?.cursor ?? before;
  }
  const kept = collected.slice(0, options.limit);
  const hasMore = collected.length > options.limit || more;
  const last = collected.length > options.limit ? kept[kept.length - 1]!.cursor : before;
  return { photos: kept.map((c) => c.photo), nextBefore: hasMore && last ? last : null, viewerTribes: tribes };
}

/** GET /api/users/{userId}/photos: everything for the owner; for anyone else, what they may see. */
export async function ownerPage(viewerId: string, ownerId: string, options: { before?: string; limit?: number }): Promise<PhotoPage> {
  const limit = options.limit ?? DEFAULT_PAGE_SIZE;
  const tribes = viewerId === ownerId ? new Set<string>() : await memberTribeIds(viewerId);
  return collectVisible(viewerId, tribes, { before: options.before, limit }, async (before) => {
    const page = await ownerPhotoIds(ownerId, { before, limit });
    return { entries: page.ids.map((id) => ({ photoId: id, cursor: id })), more: page.more };
  });
}

/**
 * GET /api/users/{me}/liked-photos: the photos the member liked, newest like first, each passed through
 * the visibility rule again now (a photo made private or deleted since drops out).
 */
export async function likedPage(viewerId: string, options: { before?: string; limit?: number }): Promise<PhotoPage> {
  const limit = options.limit ?? DEFAULT_PAGE_SIZE;
  const tribes = await memberTribeIds(viewerId);
  return collectVisible(viewerId, tribes, { before: options.before, limit }, async (before) => {
    const page = await likedPhotoIds(viewerId, { before, limit });
    return { entries: page.likes.map((like) => ({ photoId: like.photoId, cursor: like.likeId })), more: page.more };
  });
}

/** Trending considers public photos of the past week. */
export const TRENDING_WINDOW_MS = 7 * 24 * 60 * 60_000;
/** How many of the newest public photos trending ranks. */
export const TRENDING_CANDIDATES = 200;

const score = (photo: PhotoRecord) => photo.likes * 3 + photo.views - photo.dislikes;

/**
 * GET /api/photos/trending: recent public photos ranked by likes and views, newest first on ties. Public
 * photos are seen through no tribe, so the rule reads none of the viewer's.
 */
export async function trendingPhotos(
  viewerId: string | null,
  limit: number,
  now: Date,
): Promise<{ photos: PhotoRecord[]; viewerTribes: ReadonlySet<string> }> {
  const viewerTribes: ReadonlySet<string> = new Set();
  if (!viewerId) return { photos: [], viewerTribes };
  const { ids } = await publicPhotoIds({ limit: TRENDING_CANDIDATES, readerId: viewerId });
  const since = new Date(now.getTime() - TRENDING_WINDOW_MS).toISOString();
  const photos = (await getPhotos(ids))
    .filter((photo) => photo.createdAt >= since && canSee(viewerId, photo, viewerTribes))
    .sort((a, b) => score(b) - score(a) || newestFirst(a.id, b.id))
    .slice(0, limit);
  return { photos, viewerTribes };
}
