/** A share as its creator sees it: never its link nor the link's hash. */
import type { Share } from '../../shared/schemas/share';
import type { ShareRecord } from '../data/photos/share-links';

export const shareAnswer = (share: ShareRecord): Share => ({
  id: share.id,
  photoId: share.photoId,
  shareType: share.shareType,
  toEmail: share.toEmail,
  customMessage: share.customMessage,
  createdAt: share.createdAt,
  expiresAt: share.expiresAt,
  views: share.views,
});
