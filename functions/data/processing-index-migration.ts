/** The migration of processing photos written before the processing index had shards (processing-index-shards.md). */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './table/client';
import { LEGACY_PROCESSING_PHOTOS_PARTITION } from './keys/keys';
import { photoKey, photoProcessingIndex } from './keys/photo-keys';
import { orIfConditionFailed } from './table/writes';

/** What a migration Scan looks for: photo items still in the processing index's single partition. */
export const LEGACY_PROCESSING_FILTER = {
  FilterExpression: 'GSI3PK = :legacy',
  ExpressionAttributeValues: { ':legacy': LEGACY_PROCESSING_PHOTOS_PARTITION },
} as const;

/**
 * Moves a processing photo from the single partition to its shard, conditioned on it still being there:
 * a photo that turned ready or failed meanwhile has left the index, and the move then does nothing.
 * Idempotent: a moved photo no longer carries the legacy partition.
 */
export async function moveToProcessingShard(item: Record<string, unknown>): Promise<boolean> {
  if (item.GSI3PK !== LEGACY_PROCESSING_PHOTOS_PARTITION || typeof item.id !== 'string') return false;
  const { GSI3PK, GSI3SK } = photoProcessingIndex(item.id);
  return orIfConditionFailed(async () => {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: photoKey(item.id as string),
        UpdateExpression: 'SET GSI3PK = :pk, GSI3SK = :sk',
        ConditionExpression: 'GSI3PK = :legacy',
        ExpressionAttributeValues: { ':pk': GSI3PK, ':sk': GSI3SK, ':legacy': LEGACY_PROCESSING_PHOTOS_PARTITION },
      }),
    );
    return true;
  }, false);
}
