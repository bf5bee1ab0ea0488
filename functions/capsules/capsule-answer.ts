/**
 * A capsule as its owner receives it. A sealed one (unlock date after today, UTC, by the clock at read
 * time) is SEALED HERE, on the server: its entry and tags are not in the answer at all, so no client,
 * cache or network log can read a memory before its day.
 */
import { isSealed, type MemoryCapsule } from '../../shared/schemas/capsule';
import type { CapsuleRecord } from '../data/photos/capsules';
import type { PhotoRecord } from '../data/photos/photo';
import { mediaUrl } from '../lib/media/media-urls';

export function capsuleAnswer(
  capsule: CapsuleRecord,
  photo: Pick<PhotoRecord, 'id' | 'title' | 'thumbnailKey'>,
  now: Date,
): MemoryCapsule {
  const base = {
    id: capsule.id,
    photo: { id: photo.id, title: photo.title, thumbnailUrl: photo.thumbnailKey ? mediaUrl(photo.thumbnailKey) : null },
    emotionTone: capsule.emotionTone,
    createdAt: capsule.createdAt,
  };
  if (capsule.unlockDate !== null && isSealed(capsule.unlockDate, now)) {
    return { ...base, unlockDate: capsule.unlockDate, sealed: true };
  }
  return { ...base, journalEntry: capsule.journalEntry, tags: capsule.tags, unlockDate: capsule.unlockDate, sealed: false };
}
