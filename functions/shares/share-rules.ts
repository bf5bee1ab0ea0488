/**
 * Who may share a photo privately, asked when a link is made and again every time it is opened, so a
 * link works only while its creator may still share the photo: the owner always (until the link expires
 * or is revoked); another member only while the photo is public, since sending on a photo that was
 * shared with some tribes would widen its audience beyond the owner's choice.
 */
import type { PhotoRecord } from '../data/photos/photo';

export function maySharePhoto(creatorId: string, photo: Pick<PhotoRecord, 'userId' | 'status' | 'privacy'>): boolean {
  if (photo.userId === creatorId) return true;
  return photo.status === 'ready' && photo.privacy.visibility === 'public';
}
