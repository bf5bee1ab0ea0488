import { editPhotoFields, type EditResult } from '../../../shared/schemas/photo-edit';
import { created } from '../../lib/http/respond';
import { parseMultipart } from '../../lib/http/multipart';
import { parseWith } from '../../lib/http/request';
import type { Operation } from '../../lib/http/types';
import { requireViewer } from '../../lib/http/viewer';
import { photoOwner, presentPhotos } from '../../lib/photos/present-photos';
import { acceptUpload } from '../../lib/photos/accept-upload';
import { editSource } from '../edit-source';
import { takeUploadAllowance } from '../upload-allowance';

/**
 * POST /api/photos/edit (multipart: photo, originalPhotoId, editData as JSON text): the edit becomes a
 * new photo of the same owner through the upload pipeline, with the original's privacy, linked to it.
 * The original is never touched. 201 {editedPhotoUrl, editedFrom, photo}.
 */
export const editPhoto: Operation = async ({ event, viewer }) => {
  const me = requireViewer(viewer);
  const body = await parseMultipart(event);
  const fields = parseWith(editPhotoFields, body.fields);
  const source = await editSource(me.user.id, fields.originalPhotoId, fields.editData);
  await takeUploadAllowance(me.user.id);
  const photo = await acceptUpload({ userId: me.user.id, file: body.files.photo, privacy: source.privacy, edit: source.edit });
  const [presented] = await presentPhotos(photoOwner(me.user.id), [photo]);
  const result: EditResult = { editedPhotoUrl: presented!.photoUrl, editedFrom: source.edit.editedFrom, photo: presented! };
  return created(result);
};
