/** The mail a share's recipient gets: who sent it, the tone in words, the message and the link. */
import { PRODUCT_NAME } from '../../shared/constants';
import { SHARE_TYPE_LABELS, type ShareType } from '../../shared/enums';
import { mailLayout, senderName, subjectLine } from '../lib/mail-layout';
import type { Mail } from '../lib/mailer';

export interface ShareMailInput {
  to: string;
  sender: { firstName: string | null; lastName: string | null };
  shareType: ShareType;
  customMessage: string | null;
  shareUrl: string;
  expiresAt: string;
}

/** The sender is named by their name only (never their address): 'A member' when they have none. */
export function shareMail({ to, sender, shareType, customMessage, shareUrl, expiresAt }: ShareMailInput): Mail {
  const name = senderName(sender);
  const tone = SHARE_TYPE_LABELS[shareType];
  const intro = `${name} shared a photo with you on ${PRODUCT_NAME}: ${tone}.`;
  const outro = `This link works until ${new Date(expiresAt).toUTCString()}. You do not need an account to open it.`;
  const quoted = customMessage ? `\n\n"${customMessage}"` : '';
  return {
    to,
    subject: subjectLine(`${name} shared a photo with you (${tone})`),
    text: `${intro}${quoted}\n\nOpen the photo: ${shareUrl}\n\n${outro}`,
    html: mailLayout({ title: tone, intro, quote: customMessage, action: 'Open the photo', link: shareUrl, outro }),
  };
}
