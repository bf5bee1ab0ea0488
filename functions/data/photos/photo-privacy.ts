import type { Privacy } from '../../../shared/schemas/photo';
import { clock } from '../../kernel/clock';
import { PhotoNotFoundError } from '../../kernel/errors';
import { tableName } from '../table/client';
import { writePhotoUpdate } from './photo-update-transaction';
import { publicCopyWrites } from './public-photos';
import { tribePhotoKey } from '../keys/tribe-keys';
import type { PhotoRecord } from './photo';
import { indexPhoto } from './search-index';
import { sharedTribes, tribePhotoItem } from '../tribes/tribe-photos';
import { EXISTS, throwIfConditionFailed } from '../table/writes';
import { pendingFanOutUpdate } from '../tribes/member-feed';
import { fanOutPhoto } from './tribe-fan-out';

/**
 * New privacy, the public index's copies (public-photos.ts) and the tribe shares changed together in one transaction, so every
 * read path sees the change at once. Only the owner's photo changes (`userId` condition). A change that
 * involves tribes marks the photo's fan-out pending (member-feed.ts) and runs it: the reconcile finishes it after a crash.
 */
export async function updatePrivacy(photo: PhotoRecord, privacy: Privacy): Promise<PhotoRecord> {
  const before = new Set(sharedTribes(photo.privacy));
  const after = new Set(sharedTribes(privacy));
  const now = clock.nowIso();
  const isPublic = privacy.visibility === 'public';
  // Members' feeds change when a tribe joins or leaves the sharing: marked pending in the transaction, then
  // run (tribe-fan-out.ts); the reconcile runs it after a crash.
  const fanOutTribes = [...new Set([...before, ...after])];
  const fanOut = fanOutTribes.length ? pendingFanOutUpdate(photo.id, fanOutTribes) : undefined;
  const transaction = () =>
    writePhotoUpdate(
      photo.id,
      {
        update: `SET privacy = :privacy, updatedAt = :now${fanOut ? `, ${fanOut.set}` : ''}`,
        condition: `${EXISTS} AND userId = :owner`,
        values: { ':privacy': privacy, ':now': now, ':owner': photo.userId, ...fanOut?.values },
      },
      [
        ...[...after]
          .filter((t) => !before.has(t))
          .map((tribeId) => ({ Put: { TableName: tableName(), Item: tribePhotoItem(tribeId, photo.id, photo.userId) } })),
        ...[...before]
          .filter((t) => !after.has(t))
          .map((tribeId) => ({ Delete: { TableName: tableName(), Key: tribePhotoKey(tribeId, photo.id) } })),
        // Put or removed whatever the privacy was before: a change that raced this one cannot leave copies behind.
        ...publicCopyWrites(tableName(), { id: photo.id, userId: photo.userId, isPublic }),
      ],
    );
  await throwIfConditionFailed(transaction, () => new PhotoNotFoundError());
  if (fanOut) await fanOutPhoto(photo.id);
  const updated = { ...photo, privacy, updatedAt: now };
  await indexPhoto(updated);
  return updated;
}
