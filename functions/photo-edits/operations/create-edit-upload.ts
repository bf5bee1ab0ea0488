import { MAX_EDIT_DATA_BYTES } from '../../../shared/constants';
import { createEditUploadBody, type EditUploadResult } from '../../../shared/schemas/photo-edit';
import { countTowardsLimit } from '../../lib/rate-limits';
import { created, ok } from '../../lib/http/respond';
import { parseJsonBody } from '../../lib/http/request';
import type { Operation } from '../../lib/http/types';
import { requireViewer } from '../../lib/http/viewer';
import { mediaStore } from '../../lib/media/configured-media-store';
import { presignUploads } from '../../lib/photos/presign-uploads';
import { UPLOAD_URL_SECONDS } from '../../lib/photos/upload-expiry';
import { beginEditInPlace } from '../edit-in-place';
import { editSource } from '../edit-source';

/**
 * POST /api/photos/edit/uploads {originalPhotoId, file: {name, type, size}, editData, saveAs}: the web
 * app's way to save an edit. An edit saved at pixel ratio 2 can be megabytes, beyond what API Gateway and
 * Lambda carry (about 4.4 MB after base64), so the bytes go straight to storage with a presigned POST, as
 * every upload does. saveAs 'photo' (the default): the photo's image is replaced in place once the
 * pipeline has the bytes (200); 'copy': a new photo (same owner, the original's privacy, linked to it)
 * exists from this answer (201). Both count against the upload allowance: each is an image to process.
 */
export const createEditUpload: Operation = async ({ event, viewer, requestId }) => {
  const me = requireViewer(viewer);
  // The design state may be up to MAX_EDIT_DATA_BYTES; the rest of the body is a few hundred bytes.
  const body = parseJsonBody(event, createEditUploadBody, { maxBytes: MAX_EDIT_DATA_BYTES + 16 * 1024 });
  if (body.saveAs === 'photo') {
    await countTowardsLimit('upload', me.user.id);
    const { photo, edit } = await beginEditInPlace(me.user.id, { ...body, photoId: body.photoId ?? body.originalPhotoId });
    const post = await mediaStore().presignUpload({
      key: edit.sourceKey,
      contentType: body.file.type,
      expiresInSeconds: UPLOAD_URL_SECONDS,
      correlationId: requestId,
    });
    const result: EditUploadResult = { photoId: photo.id, editedFrom: photo.id, savedAs: 'photo', ...post };
    return ok(result);
  }
  const source = await editSource(me.user.id, body.originalPhotoId, body.editData);
  await countTowardsLimit('upload', me.user.id);
  const [upload] = await presignUploads({
    userId: me.user.id,
    privacy: source.privacy,
    files: [body.file],
    edit: source.edit,
    correlationId: requestId,
  });
  // One file asked for, one presigned POST back.
  const result: EditUploadResult = { ...upload!, editedFrom: source.edit.editedFrom, savedAs: 'copy' };
  return created(result);
};
