/**
 * The invitation mail: every invited address gets one, with or without an account, so
 * the answer to the owner stays alike for every address. Its links open the web app's invitation page,
 * which answers only for a signed-in member whose verified address is the invited one.
 */
import { PRODUCT_NAME } from '../../shared/constants';
import { TRIBE_INVITE_MAIL } from '../../shared/messages/tribe';
import { config } from '../kernel/config';
import { mailLayout, senderName, subjectLine } from '../lib/mail-layout';
import type { Mail } from '../lib/mailer';

export const invitationUrl = (tribeId: string, answer: 'accept' | 'decline'): string =>
  `${config().SITE_URL.replace(/\/$/, '')}/invitations/${encodeURIComponent(tribeId)}?answer=${answer}`;

export function invitationMail(input: {
  to: string;
  inviter: { firstName: string | null; lastName: string | null };
  tribe: { id: string; name: string };
}): Mail {
  const name = senderName(input.inviter);
  const accept = invitationUrl(input.tribe.id, 'accept');
  const decline = invitationUrl(input.tribe.id, 'decline');
  const intro = TRIBE_INVITE_MAIL.intro(name, input.tribe.name, PRODUCT_NAME);
  const outro = TRIBE_INVITE_MAIL.outro(decline);
  return {
    to: input.to,
    subject: subjectLine(TRIBE_INVITE_MAIL.subject(name, input.tribe.name)),
    text: `${intro}\n\n${TRIBE_INVITE_MAIL.accept}: ${accept}\n\n${outro}`,
    html: mailLayout({
      title: TRIBE_INVITE_MAIL.title,
      intro,
      action: TRIBE_INVITE_MAIL.accept,
      link: accept,
      secondary: { action: TRIBE_INVITE_MAIL.decline, link: decline },
      outro,
    }),
  };
}
