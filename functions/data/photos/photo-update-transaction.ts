/**
 * A photo item's conditional update and the items that must change with it (its public copies, tribe
 * shares, saved design state), written in ONE transaction so no read path sees one without the others.
 * The callers decide what a failed condition means (photo-privacy.ts, photo-edits-in-place.ts,
 * public-index-migration.ts).
 */
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../table/client';
import { photoKey } from '../keys/photo-keys';

/** One item of a transaction, as lib-dynamodb takes it. */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** The photo item's side of the transaction: an update guarded by what the caller read. */
export interface PhotoUpdate {
  update: string;
  condition: string;
  names?: Record<string, string>;
  values: Record<string, unknown>;
}

/** Sends the photo's update first, then `alongside` in the order given (what CancellationReasons are read by). */
export function writePhotoUpdate(photoId: string, photo: PhotoUpdate, alongside: readonly TransactItem[]) {
  return db().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Update: {
            TableName: tableName(),
            Key: photoKey(photoId),
            UpdateExpression: photo.update,
            ConditionExpression: photo.condition,
            ...(photo.names ? { ExpressionAttributeNames: photo.names } : {}),
            ExpressionAttributeValues: photo.values,
          },
        },
        ...alongside,
      ],
    }),
  );
}
