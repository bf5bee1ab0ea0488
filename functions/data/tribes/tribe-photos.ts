/**
 * A photo shared with a tribe: TRIBE#<tribeId> / PHOTO#<photoId>, written with the photo and with each
 * change of its privacy, in the same transaction; the tribe's feed lists them (photo-lists.ts).
 */
import type { Privacy } from '../../../shared/schemas/photo';
import { allItemsOf, countAll, tableName } from '../table/client';
import { SK_PREFIX } from '../keys/keys';
import { tribePartition, tribePhotoKey } from '../keys/tribe-keys';

/** The tribes a photo of this privacy is shared with. */
export const sharedTribes = (privacy: Privacy) => (privacy.visibility === 'tribes' ? [...new Set(privacy.allowedTribes)] : []);

export const tribePhotoItem = (tribeId: string, photoId: string, ownerId: string) => ({
  ...tribePhotoKey(tribeId, photoId),
  type: 'tribe-photo',
  tribeId,
  photoId,
  ownerId,
});

/**
 * How many photos are shared with the tribe: a COUNT Query over its share items (keys only). Shares
 * change with privacy updates of many owners' photos, so a counter on the tribe could not be kept in
 * the same transaction when a tribe is deleted meanwhile; counting is exact and cheap at tribe sizes.
 */
export function tribePhotoCount(tribeId: string): Promise<number> {
  return countAll({
    TableName: tableName(),
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': tribePartition(tribeId), ':prefix': SK_PREFIX.photo },
  });
}

/** Every photo shared with the tribe, with its owner, strongly consistent: what a joining member's feed is filled with. */
export async function allTribeShares(tribeId: string): Promise<{ photoId: string; ownerId: string }[]> {
  const items = await allItemsOf({ partition: tribePartition(tribeId), prefix: SK_PREFIX.photo, projection: 'photoId, ownerId' });
  return items.map((item) => ({ photoId: String(item.photoId), ownerId: String(item.ownerId) }));
}
