/**
 * What the table migrations share: a parallel Scan of the table with a filter, each item found handed to
 * the data layer's step for it, and the command line that runs one against a deployed table. A
 * migration, never a request path.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, paginateScan } from '@aws-sdk/lib-dynamodb';

export interface MigrationTarget {
  tableName: string;
  region: string;
  /** The local emulator; absent, the region's DynamoDB. */
  endpoint?: string;
  segments: number;
}

/** How many items `step` changed (it answers true for those). */
export async function migrateMatching(
  target: MigrationTarget,
  filter: {
    FilterExpression: string;
    ExpressionAttributeValues: Record<string, unknown>;
    ExpressionAttributeNames?: Record<string, string>;
  },
  step: (item: Record<string, unknown>) => Promise<boolean>,
): Promise<number> {
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({ region: target.region, ...(target.endpoint ? { endpoint: target.endpoint } : {}) }),
  );
  const segment = async (Segment: number) => {
    let changed = 0;
    const pages = paginateScan({ client }, { TableName: target.tableName, ...filter, Segment, TotalSegments: target.segments });
    for await (const page of pages) for (const item of page.Items ?? []) if (await step(item)) changed += 1;
    return changed;
  };
  try {
    const counts = await Promise.all(Array.from({ length: target.segments }, (_, i) => segment(i)));
    return counts.reduce((sum, n) => sum + n, 0);
  } finally {
    client.destroy();
  }
}

/** Runs a migration against the deployed table named by TABLE_NAME (and AWS_REGION); prints what it did. */
export async function runFromCommandLine(migrate: (target: MigrationTarget) => Promise<number>, done: string): Promise<void> {
  const tableName = process.env.TABLE_NAME;
  if (!tableName) {
    console.error('Set TABLE_NAME (and AWS_REGION) to the deployed table.');
    process.exit(1);
  }
  // The data layer reads its configuration; this run talks to DynamoDB only, so the rest is a placeholder.
  process.env.SITE_URL ??= 'https://migration.invalid';
  for (const name of ['OAUTH_AUTHORIZE_URL', 'OAUTH_TOKEN_URL', 'OAUTH_ISSUER', 'OAUTH_JWKS_URL'])
    process.env[name] ??= 'https://migration.invalid';
  process.env.OAUTH_CLIENT_ID ??= 'migration';
  process.env.MEDIA_SIGNING_KEY_ID ??= 'migration';
  const count = await migrate({ tableName, region: process.env.AWS_REGION ?? 'us-east-1', segments: 8 });
  console.log(`${count} ${done}`);
}
