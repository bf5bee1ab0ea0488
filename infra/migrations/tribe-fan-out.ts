/**
 * The tribe fan-out's migration (docs/decisions/tribe-fan-out.md): memberships from before the tribe fan-out (no `feedFilled`) get their
 * tribe's photos written into the member's own feed and are then marked filled
 * (functions/data/photos/tribe-fan-out.ts). Until then the feed reads such a tribe's list at read time, so the
 * answers are the same before, during and after. The local start runs it on every start (an older
 * .data/; nothing to do after the first). For a deployed table (none exists yet), with the stack's table name:
 *   TABLE_NAME=<table> AWS_REGION=<region> npx tsx infra/migrations/tribe-fan-out.ts
 * with credentials allowed to Scan, Query, BatchGetItem, BatchWriteItem and UpdateItem the table; it may
 * run while the API serves (every step is idempotent), and again until it reports 0.
 * docs/decisions/tribe-fan-out.md.
 */
import { fillUnfilledMembership, UNFILLED_MEMBERSHIPS } from '../../functions/data/photos/tribe-fan-out';
import { migrateMatching, runFromCommandLine, type MigrationTarget } from './scan-table';

/** How many memberships were filled. */
export const migrateTribeFanOut = (target: MigrationTarget): Promise<number> =>
  migrateMatching(target, UNFILLED_MEMBERSHIPS, fillUnfilledMembership);

if (import.meta.url === `file://${process.argv[1]}`)
  await runFromCommandLine(migrateTribeFanOut, 'memberships filled into members’ feeds');
