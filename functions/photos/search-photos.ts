/**
 * Search (GET /api/photos/search): the query's terms are looked up one by one in the index (the viewer's
 * own photos and the shared ones), the matches merged and ranked (more of the query's terms first, then
 * newest), and the page's photos read again and passed through the visibility rule against the viewer's
 * current tribes. The work is bounded: MAX_SEARCH_TERMS terms, MATCHES_READ_PER_TERM matches per term
 * and partition, and at most MAX_PHOTO_READS photo reads per request (docs/decisions/search-ranking.md).
 */
import * as z from '../../shared/zod';
import { getPhotos, type PhotoRecord } from '../data/photos/photo';
import { photosWithTerm, type TermMatch } from '../data/photos/search-index';
import { memberTribeIds } from '../data/tribes/tribe-membership';
import { canSee } from '../lib/photos/visibility';
import { photoTerms, queryTerms } from '../data/photos/search-terms';
import { lazySchema } from '../../shared/lazy-schema';

/** The newest matches read per term from each of its two partitions (one Query each). */
export const MATCHES_READ_PER_TERM = 300;
/** Photos read at most per request, in batches, when the visibility rule or stale entries hide some. */
const MAX_PHOTO_READS = 200;

/** Where a page ended in the ranked list: the rank (terms matched) and id of its last photo. */
export const searchCursor = lazySchema(() =>
  z.object({
    rank: z.number().check(z.int(), z.gte(1), z.lte(64)),
    before: z.string().check(z.regex(/^[0-9A-Za-z]{1,64}$/)),
  }),
);
export type SearchCursor = z.infer<typeof searchCursor>;

export interface SearchPage {
  photos: PhotoRecord[];
  /** Where the next page starts, or null on the last page. */
  next: SearchCursor | null;
  /** The tribes the viewer belongs to, as the visibility rule read them: cards say through which one they see a photo. */
  viewerTribes: ReadonlySet<string>;
}

interface Candidate {
  id: string;
  rank: number;
}

/** Better first: more terms matched, then newer (ids are ULIDs). */
const byRank = (a: Candidate, b: Candidate) => b.rank - a.rank || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

const isAfter = (candidate: Candidate, cursor: SearchCursor | undefined) =>
  !cursor || candidate.rank < cursor.rank || (candidate.rank === cursor.rank && candidate.id < cursor.before);

/** A shared match the viewer may be allowed to see: public, or shared with a tribe they are in now. */
const mayMatter = (match: TermMatch, tribes: ReadonlySet<string>) =>
  match.tribes === null || match.tribes.length === 0 || match.tribes.some((tribeId) => tribes.has(tribeId));

/** The candidates, ranked: each photo with the number of query terms it matched. */
async function rankedCandidates(viewerId: string, terms: string[], tribes: ReadonlySet<string>): Promise<Candidate[]> {
  const perTerm = await Promise.all(terms.map((term) => photosWithTerm(viewerId, term, MATCHES_READ_PER_TERM)));
  const ranks = new Map<string, number>();
  for (const matches of perTerm) {
    const ids = new Set(matches.filter((match) => mayMatter(match, tribes)).map((match) => match.photoId));
    for (const id of ids) ranks.set(id, (ranks.get(id) ?? 0) + 1);
  }
  return [...ranks].map(([id, rank]) => ({ id, rank })).sort(byRank);
}

/** A page of the photos matching `query` that the viewer may see, best first. */
export async function searchPage(
  viewerId: string,
  query: string,
  options: { cursor?: SearchCursor; limit: number },
): Promise<SearchPage> {
  const terms = queryTerms(query);
  if (!terms.length) return { photos: [], next: null, viewerTribes: new Set() };
  const tribes = await memberTribeIds(viewerId);
  const candidates = (await rankedCandidates(viewerId, terms, tribes)).filter((c) => isAfter(c, options.cursor));

  const found: { photo: PhotoRecord; candidate: Candidate }[] = [];
  let read = 0;
  while (read < candidates.length && read < MAX_PHOTO_READS && found.length < options.limit) {
    const batch = candidates.slice(read, read + Math.min(options.limit + 10, MAX_PHOTO_READS - read));
    read += batch.length;
    const photos = new Map((await getPhotos(batch.map((c) => c.id))).map((photo) => [photo.id, photo]));
    for (const candidate of batch) {
      const photo = photos.get(candidate.id);
      // Read again as it is now: seen by this viewer, and still holding one of the words (the index may lag).
      if (!photo || !canSee(viewerId, photo, tribes) || !photoTerms(photo).some((t) => terms.includes(t))) continue;
      if (found.length < options.limit) found.push({ photo, candidate });
    }
  }
  // A full page continues after its last photo; a short one after the last candidate read, if any remain.
  const full = found.length === options.limit;
  const last = full ? found[found.length - 1]!.candidate : candidates[read - 1];
  const more = last !== undefined && candidates.indexOf(last) < candidates.length - 1;
  return { photos: found.map((f) => f.photo), next: more ? { rank: last.rank, before: last.id } : null, viewerTribes: tribes };
}
