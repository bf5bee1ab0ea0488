/**
 * POST /api/silent-shares: a private link to one photo, mailed to the recipient when there is one.
 * The link (256 random bits) exists only in this answer and in the mail; the table keeps its hash.
 */
import { PHOTO_MESSAGES } from '../../../shared/messages/photo';
import { countTowardsLimit } from '../../lib/rate-limits';
import { SHARE_MESSAGES } from '../../../shared/messages/share';
import { createShareBody } from '../../../shared/schemas/share';
import { createShare as saveShare, revokeShare } from '../../data/photos/share-links';
import { clock } from '../../kernel/clock';
import { ConflictError, ForbiddenError, ServiceUnavailableError } from '../../kernel/errors';
import { created } from '../../lib/http/respond';
import { parseJsonBody } from '../../lib/http/request';
import type { Operation } from '../../lib/http/types';
import { requireViewer } from '../../lib/http/viewer';
import { newToken } from '../../kernel/ids';
import { logger } from '../../kernel/logger';
import { sendMail } from '../../lib/mailer';
import { loadVisiblePhoto } from '../../lib/photos/visibility';
import { shareAnswer } from '../share-answer';
import { shareMail } from '../share-mail';
import { maySharePhoto } from '../share-rules';
import { shareUrlOf } from '../share-url';

const DAY_MS = 24 * 60 * 60_000;

export const createShare: Operation = async ({ event, viewer }) => {
  const me = requireViewer(viewer);
  const body = parseJsonBody(event, createShareBody);
  const photo = await loadVisiblePhoto(me.user.id, body.photoId);
  if (!maySharePhoto(me.user.id, photo)) throw new ForbiddenError(SHARE_MESSAGES.notPublic);
  // The recipient sees the display image: a photo without one (still being analysed) has nothing to show yet.
  if (!photo.displayKey) throw new ConflictError(PHOTO_MESSAGES.notReady);
  if (body.toEmail) await countTowardsLimit('share-mail', me.user.id);

  const link = newToken();
  const share = await saveShare(
    {
      photoId: photo.id,
      creatorId: me.user.id,
      shareType: body.shareType,
      toEmail: body.toEmail,
      customMessage: body.customMessage,
      expiresAt: new Date(clock.now().getTime() + body.expiresInDays * DAY_MS),
    },
    link,
  );
  const shareUrl = shareUrlOf(link);
  if (body.toEmail) {
    try {
      await sendMail(shareMail({ to: body.toEmail, sender: me.user, ...share, shareUrl }));
    } catch (error) {
      // A link the sender believes was mailed but was not would be worse than none: take it back.
      logger.warn('share mail not sent', { shareId: share.id, error: String(error) });
      await revokeShare(share);
      throw new ServiceUnavailableError(SHARE_MESSAGES.mailFailed);
    }
  }
  return created({ shareUrl, share: shareAnswer(share) });
};
