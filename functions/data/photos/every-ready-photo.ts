/**
 * Every ready photo of the table, read with a Scan: only for local mode's start, when its photos are
 * seen again by a look they were analysed without (infra/local/photos-seen-again.ts). Never a request
 * path: a Scan reads the whole table.
 */
import { paginateScan } from '@aws-sdk/lib-dynamodb';
import { dynamoClient } from '../../kernel/aws-clients/dynamo';
import { photoKey } from '../keys/photo-keys';
import { tableName } from '../table/client';
import { type PhotoRecord, toPhoto } from './photo';

export async function* everyReadyPhoto(): AsyncGenerator<PhotoRecord> {
  const pages = paginateScan(
    { client: dynamoClient() },
    {
      TableName: tableName(),
      FilterExpression: 'SK = :photo AND #status = :ready',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':photo': photoKey('').SK, ':ready': 'ready' },
    },
  );
  for await (const page of pages) {
    for (const item of page.Items ?? []) {
      const photo = toPhoto(item);
      if (photo) yield photo;
    }
  }
}
