/**
 * Every ready photo of the emulator's table, for the local start's migrations (search-backfill.ts,
 * vision-backfill.ts): a Scan, fine on a local table at start, never a request path.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, paginateScan } from '@aws-sdk/lib-dynamodb';
import { type PhotoRecord, toPhoto } from '../../functions/data/photos/photo';

export async function* readyPhotos(endpoint: string, tableName: string): AsyncGenerator<PhotoRecord> {
  const client = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint, region: 'us-east-1' }));
  try {
    const pages = paginateScan(
      { client },
      {
        TableName: tableName,
        FilterExpression: 'SK = :photo AND #status = :ready',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':photo': 'PHOTO', ':ready': 'ready' },
      },
    );
    for await (const page of pages) {
      for (const item of page.Items ?? []) {
        const photo = toPhoto(item);
        if (photo) yield photo;
      }
    }
  } finally {
    client.destroy();
  }
}
