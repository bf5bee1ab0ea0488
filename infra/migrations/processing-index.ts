/**
 * The migration of the processing index into shards (docs/decisions/processing-index-shards.md): photos still processing in the single GSI3 partition
 * `PROCESSING#PHOTOS` move to their shard `PROCESSING#PHOTOS#<k>` (functions/data/processing-index-migration.ts),
 * so the reconcile, which reads only the shards, finds them. A parallel Scan, once: a migration, never a
 * request path. The local start runs it on every start (an older .data/; nothing to do after the first).
 * For a deployed table (none exists yet), with the stack's table name:
 *   TABLE_NAME=<table> AWS_REGION=<region> npx tsx infra/migrations/processing-index.ts
 * with credentials allowed to Scan and UpdateItem the table. It may run while the API serves: a photo
 * that turns ready meanwhile fails its condition (it has left the index) and nothing is lost; one
 * uploaded meanwhile is already in its shard. Until it has run, the reconcile does not see the old
 * entries (run it right after deploying the code). docs/decisions/processing-index-shards.md.
 */
import { LEGACY_PROCESSING_FILTER, moveToProcessingShard } from '../../functions/data/processing-index-migration';
import { migrateMatching, runFromCommandLine, type MigrationTarget } from './scan-table';

/** How many processing photos moved to their shard. */
export const migrateProcessingIndex = (target: MigrationTarget): Promise<number> =>
  migrateMatching(target, LEGACY_PROCESSING_FILTER, moveToProcessingShard);

if (import.meta.url === `file://${process.argv[1]}`)
  await runFromCommandLine(migrateProcessingIndex, 'processing photos moved to their shard of the processing index');
