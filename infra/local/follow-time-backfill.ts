/**
 * The local start's migration for follows from an older .data/: follows written before they carried a
 * follow-time entry are found with a Scan of the emulator's table and each given its time by the data
 * layer (giveFollowTime), so the Following tab lists them in their place. A migration at start, like
 * search-backfill.ts, never a request path; after the first start it finds nothing. No deployed table
 * holds follows of the old shape (docs/decisions/follows.md).
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, paginateScan } from '@aws-sdk/lib-dynamodb';
import { giveFollowTime } from '../../functions/data/community/follows';

/** How many follows were given their time. */
export async function backfillFollowTimes(endpoint: string, tableName: string): Promise<number> {
  const client = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint, region: 'us-east-1' }));
  let updated = 0;
  const pages = paginateScan(
    { client },
    {
      TableName: tableName,
      FilterExpression: '#type = :follow AND attribute_not_exists(followId)',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: { ':follow': 'follow' },
    },
  );
  for await (const page of pages) for (const item of page.Items ?? []) if (await giveFollowTime(item)) updated += 1;
  client.destroy();
  return updated;
}
