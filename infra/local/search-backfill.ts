/**
 * The local start's one-off search backfill: a table written before the search index existed (an old
 * .data/) gets every ready photo indexed once, then a version item says so, and later starts cost one
 * GetItem. Photos written since are indexed by the pipeline and every change (functions/data/photos/photo-analysis.ts, photo-privacy.ts).
 * It Scans: a migration of the emulator's table at start, not a request path. In the cloud the same
 * pass would run once as a job (a parallel Scan), docs/decisions/search-index.md.
 */
import { indexPhoto, recordSearchIndexVersion, searchIndexVersion } from '../../functions/data/photos/search-index';
import { readyPhotos } from './ready-photos';

/** Raise when the index's items change shape, so existing tables are indexed again. */
export const SEARCH_INDEX_VERSION = 1;

/** Indexes every ready photo unless this table is already at SEARCH_INDEX_VERSION; how many were indexed. */
export async function backfillSearchIndex(endpoint: string, tableName: string): Promise<number> {
  if ((await searchIndexVersion()) >= SEARCH_INDEX_VERSION) return 0;
  let indexed = 0;
  for await (const photo of readyPhotos(endpoint, tableName)) {
    await indexPhoto(photo);
    indexed += 1;
  }
  await recordSearchIndexVersion(SEARCH_INDEX_VERSION);
  return indexed;
}
