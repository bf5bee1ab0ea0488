/**
 * The public index's migration (docs/decisions/public-index.md): photo items written before the public index (GSI2 `PUBLIC#PHOTOS`) get their
 * public copies and leave GSI2 (functions/data/public-index-migration.ts). A parallel Scan, once: a
 * migration, never a request path. The local start runs it on every start (an older .data/; nothing
 * to do after the first). For a deployed table (none exists yet), with the stack's table name:
 *   TABLE_NAME=<table> AWS_REGION=<region> npx tsx infra/migrations/public-index.ts
 * with credentials allowed to Scan, UpdateItem and PutItem the table. It may run while the API serves:
 * a photo whose privacy changes meanwhile fails its condition and is moved by a second run, and the
 * feed lists a photo once it has moved (run it right after deploying the code that reads the index).
 * docs/decisions/public-index.md.
 */
import { LEGACY_PUBLIC_FILTER, moveToPublicIndex } from '../../functions/data/public-index-migration';
import { migrateMatching, runFromCommandLine, type MigrationTarget } from './scan-table';

/** How many photos moved. */
export const migratePublicIndex = (target: MigrationTarget): Promise<number> =>
  migrateMatching(target, LEGACY_PUBLIC_FILTER, moveToPublicIndex);

if (import.meta.url === `file://${process.argv[1]}`)
  await runFromCommandLine(migratePublicIndex, 'photos moved into the public index');
