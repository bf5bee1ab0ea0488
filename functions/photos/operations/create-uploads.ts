import { DEFAULT_AI_STYLE } from '../../../shared/enums';
import { createUploadsBody, type CreateUploadsBody } from '../../../shared/schemas/photo';
import { createPhoto } from '../../data/photos';
import { created } from '../../lib/http/respond';
import { parseJsonBody } from '../../lib/http/request';
import type { Operation } from '../../lib/http/types';
import { requireViewer } from '../../lib/http/viewer';
import { newId } from '../../lib/ids';
import { mediaStore } from '../../lib/media/configured-media-store';
import { originalKey } from '../../lib/media/object-keys';
import { checkPrivacy } from '../privacy-rules';
import { titleFromFileName } from '../title-from-file-name';
import { takeUploadAllowance } from '../upload-allowance';
import { UPLOAD_URL_SECONDS, unsentUploadExpiry } from '../upload-expiry';

/**
 * POST /api/photos/uploads {files, privacy}: one presigned POST per file (at most 10). Each policy fixes
 * the object key, the content type and a content-length range up to 10 MB, so the browser sends the
 * bytes straight to the bucket. The photos exist from now on (status processing), visible to their owner.
 */
export const createUploads: Operation = async ({ event, viewer }) => {
  const me = requireViewer(viewer);
  const body: CreateUploadsBody = parseJsonBody(event, createUploadsBody);
  const privacy = await checkPrivacy(me.user.id, body.privacy);
  await takeUploadAllowance(me.user.id);
  const expiresAt = unsentUploadExpiry();
  const uploads = await Promise.all(
    body.files.map(async (file) => {
      const photoId = newId();
      const key = originalKey(me.user.id, photoId);
      await createPhoto({
        id: photoId,
        userId: me.user.id,
        privacy,
        style: DEFAULT_AI_STYLE,
        title: titleFromFileName(file.name),
        originalKey: key,
        contentType: file.type,
        expiresAtEpochSeconds: expiresAt,
      });
      const post = await mediaStore().presignUpload({ key, contentType: file.type, expiresInSeconds: UPLOAD_URL_SECONDS });
      return { photoId, url: post.url, fields: post.fields };
    }),
  );
  return created({ uploads });
};
