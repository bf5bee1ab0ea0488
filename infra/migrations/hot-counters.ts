/**
 * The hot-counters migration (docs/decisions/hot-counters.md): reactions and view markers written before the counter shards move
 * out of their photo's partition into their member's (functions/data/reaction-migration.ts); the counts
 * stay on the photo items, which reads add to the counter shards. A parallel Scan, once: never a request
 * path. The local start runs it on every start (an older .data/; nothing to do after the first). For a
 * deployed table (none exists yet), right after deploying the code that reads the new keys:
 *   TABLE_NAME=<table> AWS_REGION=<region> npx tsx infra/migrations/hot-counters.ts
 * with credentials allowed to Scan, PutItem, DeleteItem and UpdateItem the table; run it again until it
 * reports 0 moved. Until a member's reaction has moved they see it unset (a new click is theirs; the
 * migration then removes the old one with its count). docs/decisions/hot-counters.md.
 */
import { LEGACY_PHOTO_DEPENDANTS_FILTER, moveOutOfPhotoPartition } from '../../functions/data/reaction-migration';
import { migrateMatching, runFromCommandLine, type MigrationTarget } from './scan-table';

/** How many reactions and view markers moved. */
export const migrateHotCounters = (target: MigrationTarget): Promise<number> =>
  migrateMatching(target, LEGACY_PHOTO_DEPENDANTS_FILTER, moveOutOfPhotoPartition);

if (import.meta.url === `file://${process.argv[1]}`) await runFromCommandLine(migrateHotCounters, 'reactions and view markers moved');
