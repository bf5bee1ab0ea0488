/**
 * The migration of the search index into term shards (docs/decisions/search-term-shards.md): a photo's items in a term's unsharded shared partition
 * (`TERM#<term>`) move to the term's shard for the photo (`TERM#<term>#<k>`), by re-indexing each photo
 * whose manifest still names one (functions/data/search-term-migration.ts); search reads only the shards.
 * A parallel Scan of the manifests, once: a migration, never a request path. The local start runs it on
 * every start (an older .data/; nothing to do after the first). For a deployed table (none exists yet),
 * with the stack's table name:
 *   TABLE_NAME=<table> AWS_REGION=<region> npx tsx infra/migrations/search-term-shards.ts
 * with credentials allowed to Scan, GetItem, PutItem, BatchGetItem and BatchWriteItem on the table. It may
 * run while the API serves: re-indexing is what every change does anyway (idempotent, manifest first).
 * Until it has run, search does not find the photos still in the old partitions (run it right after
 * deploying the code). docs/decisions/search-term-shards.md.
 */
import { moveToTermShards, SEARCH_MANIFEST_FILTER } from '../../functions/data/search-term-migration';
import { migrateMatching, runFromCommandLine, type MigrationTarget } from './scan-table';

/** How many photos were re-indexed into the term shards. */
export const migrateSearchTermShards = (target: MigrationTarget): Promise<number> =>
  migrateMatching(target, SEARCH_MANIFEST_FILTER, moveToTermShards);

if (import.meta.url === `file://${process.argv[1]}`)
  await runFromCommandLine(migrateSearchTermShards, "photos re-indexed into their search terms' shards");
