/** The stored objects of a photo's edits saved in place: what deleting the photo removes besides its own. */
import type { PhotoRecord } from '../../data/photos/photo';
import { editObjectKeys } from '../media/object-keys';

export const photoEditObjectKeys = (photo: Pick<PhotoRecord, 'id' | 'userId' | 'appliedEdit' | 'pendingEdit'>): string[] =>
  [photo.appliedEdit, photo.pendingEdit].flatMap((edit) => (edit ? editObjectKeys(photo.userId, photo.id, edit.id) : []));
