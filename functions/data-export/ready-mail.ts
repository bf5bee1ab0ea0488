import { DATA_EXPORT_MESSAGES } from '../../shared/messages/data-export';
import { config } from '../kernel/config';
import { mailLayout } from '../lib/mail-layout';
import type { Mail } from '../lib/mailer';

/**
 * Tells the member their copy is ready. The mail carries no download link, only the way to Settings, where
 * the signed-in member is given one.
 */
export function dataReadyMail(to: string): Mail {
  const link = `${config().SITE_URL}/settings#data-export`;
  const m = DATA_EXPORT_MESSAGES;
  return {
    to,
    subject: m.mailSubject,
    text: `${m.mailTitle}\n\n${m.mailIntro}\n\n${m.mailAction}: ${link}\n\n${m.mailOutro}`,
    html: mailLayout({ title: m.mailTitle, intro: m.mailIntro, action: m.mailAction, link, outro: m.mailOutro }),
  };
}
