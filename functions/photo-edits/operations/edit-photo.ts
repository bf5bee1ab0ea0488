import { editPhotoFields, type EditResult } from '../../../shared/schemas/photo-edit';
import { dropPendingEdit } from '../../data/photos/photo-edits-in-place';
import { countTowardsLimit } from '../../lib/rate-limits';
import { created, ok } from '../../lib/http/respond';
import { parseMultipart } from '../../lib/http/multipart';
import { parseWith } from '../../lib/http/request';
import type { Operation } from '../../lib/http/types';
import { requireViewer } from '../../lib/http/viewer';
import { mediaStore } from '../../lib/media/configured-media-store';
import { mediaUrl } from '../../lib/media/media-urls';
import { editUploadKeys } from '../../lib/media/object-keys';
import { photoOwner, photoAnswers } from '../../lib/photos/photo-answers';
import { acceptUpload, checkUploadedImage } from '../../lib/photos/accept-upload';
import { beginEditInPlace } from '../edit-in-place';
import { editSource } from '../edit-source';

/**
 * POST /api/photos/edit (multipart: photo, originalPhotoId, editData as JSON text, optional saveAs).
 * saveAs 'photo' (the default): the edited image replaces the photo's own in place; 200
 * {editedPhotoUrl: the edited image, served once the pipeline has checked it, editedFrom, savedAs, photo:
 * the same photo, editProcessing until the pipeline has applied it}. 'copy': a new photo of the same owner with the original's privacy, linked to
 * it; 201 with that photo. The photo edited is never deleted: its original stays for a revert.
 */
export const editPhoto: Operation = async ({ event, viewer, requestId }) => {
  const me = requireViewer(viewer);
  const body = await parseMultipart(event);
  const fields = parseWith(editPhotoFields, body.fields);
  if (fields.saveAs === 'photo') {
    const { file, contentType } = checkUploadedImage(body.files.photo);
    await countTowardsLimit('upload', me.user.id);
    const { photo, edit } = await beginEditInPlace(me.user.id, { ...fields, photoId: fields.photoId ?? fields.originalPhotoId });
    try {
      await mediaStore().putOriginal(edit.sourceKey, file.bytes, contentType, requestId);
    } catch (error) {
      // No bytes: the photo must not say its edit is on its way.
      await dropPendingEdit(photo.id, edit.id);
      throw error;
    }
    const [presented] = await photoAnswers(photoOwner(me.user.id), [photo]);
    const result: EditResult = {
      editedPhotoUrl: mediaUrl(editUploadKeys(me.user.id, photo.id, edit.id).checked),
      editedFrom: photo.id,
      savedAs: 'photo',
      photo: presented!,
    };
    return ok(result);
  }
  const source = await editSource(me.user.id, fields.originalPhotoId, fields.editData);
  await countTowardsLimit('upload', me.user.id);
  const photo = await acceptUpload({
    userId: me.user.id,
    file: body.files.photo,
    privacy: source.privacy,
    edit: source.edit,
    correlationId: requestId,
  });
  const [presented] = await photoAnswers(photoOwner(me.user.id), [photo]);
  const result: EditResult = {
    editedPhotoUrl: presented!.photoUrl,
    editedFrom: source.edit.editedFrom,
    savedAs: 'copy',
    photo: presented!,
  };
  return created(result);
};
