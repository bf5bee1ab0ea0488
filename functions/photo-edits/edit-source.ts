/**
 * What an edit starts from: the original, which only its owner may edit. Anyone else gets
 * 404 'Photo not found', as for a photo that does not exist: an edit must not reveal someone's photo.
 * The edit inherits the original's privacy (visibility, tribes, intent) and links back to it.
 */
import type { Privacy } from '../../shared/schemas/photo';
import { getPhoto, type NewPhoto } from '../data/photos/photo';
import { PhotoNotFoundError } from '../kernel/errors';

export interface EditSource {
  privacy: Privacy;
  /** What createPhoto stores with the new photo. */
  edit: NonNullable<NewPhoto['edit']>;
}

export async function editSource(ownerId: string, originalPhotoId: string, editData: Record<string, unknown>): Promise<EditSource> {
  const original = await getPhoto(originalPhotoId);
  if (!original || original.userId !== ownerId) throw new PhotoNotFoundError();
  return { privacy: original.privacy, edit: { editedFrom: original.id, editData } };
}
