/** The migration of photo items written before the public index (docs/decisions/public-index.md) into it (public-photos.ts). */
import { tableName } from './table/client';
import { LEGACY_PUBLIC_PHOTOS_PARTITION } from './keys/keys';
import { toPhoto } from './photos/photo';
import { writePhotoUpdate } from './photos/photo-update-transaction';
import { publicCopyWrites } from './photos/public-photos';
import { orIfConditionFailed } from './table/writes';

/** What a migration Scan looks for: photo items still in the legacy GSI2 partition. */
export const LEGACY_PUBLIC_FILTER = {
  FilterExpression: 'GSI2PK = :legacy',
  ExpressionAttributeValues: { ':legacy': LEGACY_PUBLIC_PHOTOS_PARTITION },
} as const;

/**
 * Moves a photo item written before the public index (GSI2 `PUBLIC#PHOTOS`) into the public index: its copies
 * are put while it is still public, and the GSI2 attributes leave it, in one transaction conditioned on
 * what was read (a privacy change meanwhile fails it; the next pass finds the photo again). Idempotent:
 * a moved photo no longer carries the legacy attributes. The migrations (infra/migrations/public-index.ts,
 * run by the local start too) call it for each item they find.
 */
export async function moveToPublicIndex(item: Record<string, unknown>): Promise<boolean> {
  const photo = toPhoto(item);
  if (!photo || item.GSI2PK !== LEGACY_PUBLIC_PHOTOS_PARTITION) return false;
  const isPublic = photo.privacy.visibility === 'public';
  const move = () =>
    writePhotoUpdate(
      photo.id,
      {
        update: 'REMOVE GSI2PK, GSI2SK',
        condition: 'GSI2PK = :legacy AND privacy.visibility = :visibility',
        values: { ':legacy': LEGACY_PUBLIC_PHOTOS_PARTITION, ':visibility': photo.privacy.visibility },
      },
      isPublic ? publicCopyWrites(tableName(), { id: photo.id, userId: photo.userId, isPublic }) : [],
    );
  return orIfConditionFailed(async () => {
    await move();
    return true;
  }, false);
}
