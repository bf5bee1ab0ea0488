import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import { deletePhoto as removePhoto } from '../../data/photos';
import { awsClients } from '../../lib/aws-clients';
import { config } from '../../lib/config';
import { noContent } from '../../lib/http/respond';
import { pathParam } from '../../lib/http/request';
import type { Operation } from '../../lib/http/types';
import { requireViewer } from '../../lib/http/viewer';
import { displayKey, thumbnailKey } from '../../lib/media/object-keys';
import { loadOwnPhoto } from '../../lib/photos/visibility';

/** DELETE /api/photos/{id}: the owner removes the photo, its dependants and every object of it. */
export const deletePhoto: Operation = async ({ event, viewer }) => {
  const me = requireViewer(viewer);
  const photo = await loadOwnPhoto(me.user.id, pathParam(event, 'id'));
  await removePhoto(photo);
  const keys = [photo.originalKey, displayKey(photo.id), thumbnailKey(photo.id)];
  // Three single deletes rather than DeleteObjects, whose Content-MD5 requirement the emulator handles poorly.
  await Promise.all(keys.map((Key) => awsClients().s3.send(new DeleteObjectCommand({ Bucket: config().MEDIA_BUCKET, Key }))));
  return noContent();
};
