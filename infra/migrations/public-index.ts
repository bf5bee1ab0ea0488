/**
 * Issue 29's migration: photo items written before the public index (GSI2 `PUBLIC#PHOTOS`) get their
 * public copies and leave GSI2 (functions/data/public-index-migration.ts). A parallel Scan, once: a
 * migration, never a request path. The local start runs it on every start (an older .data/; nothing
 * to do after the first). For a deployed table (none exists yet), with the stack's table name:
 *   TABLE_NAME=<table> AWS_REGION=<region> npx tsx infra/migrations/public-index.ts
 * with credentials allowed to Scan, UpdateItem and PutItem the table. It may run while the API serves:
 * a photo whose privacy changes meanwhile fails its condition and is moved by a second run, and the
 * feed lists a photo once it has moved (run it right after deploying the code that reads the index).
 * docs/decisions/public-index.md.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, paginateScan } from '@aws-sdk/lib-dynamodb';
import { LEGACY_PUBLIC_FILTER, moveToPublicIndex } from '../../functions/data/public-index-migration';

/** How many photos moved. `endpoint` points at the local emulator; absent, at the region's DynamoDB. */
export async function migratePublicIndex(options: {
  tableName: string;
  region: string;
  endpoint?: string;
  segments: number;
}): Promise<number> {
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({ region: options.region, ...(options.endpoint ? { endpoint: options.endpoint } : {}) }),
  );
  const segment = async (Segment: number) => {
    let moved = 0;
    const pages = paginateScan(
      { client },
      { TableName: options.tableName, ...LEGACY_PUBLIC_FILTER, Segment, TotalSegments: options.segments },
    );
    for await (const page of pages) for (const item of page.Items ?? []) if (await moveToPublicIndex(item)) moved += 1;
    return moved;
  };
  try {
    const counts = await Promise.all(Array.from({ length: options.segments }, (_, i) => segment(i)));
    return counts.reduce((sum, n) => sum + n, 0);
  } finally {
    client.destroy();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
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
  const moved = await migratePublicIndex({ tableName, region: process.env.AWS_REGION ?? 'us-east-1', segments: 8 });
  console.log(`moved ${moved} photos into the public index`);
}
