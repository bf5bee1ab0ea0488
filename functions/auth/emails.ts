/** The account mails: verification and password reset, each with its link. */
import { PRODUCT_NAME } from '../../shared/constants';
import { config } from '../kernel/config';
import { mailLayout } from '../lib/mail-layout';
import type { Mail } from '../lib/mailer';

export function verificationMail(to: string, firstName: string | null, token: string): Mail {
  const link = `${config().SITE_URL}/verify-email?token=${encodeURIComponent(token)}`;
  const hello = firstName ? `Hi ${firstName},` : 'Hi,';
  const intro = `${hello} welcome to ${PRODUCT_NAME}! Please confirm your email address to start sharing photos.`;
  const outro = 'This link expires in 24 hours. If you did not sign up, you can ignore this email.';
  return {
    to,
    subject: `Verify your email for ${PRODUCT_NAME}`,
    text: `${intro}\n\nVerify your email: ${link}\n\n${outro}`,
    html: mailLayout({ title: 'Verify your email', intro, action: 'Verify email', link, outro }),
  };
}

export function resetMail(to: string, firstName: string | null, token: string): Mail {
  const link = `${config().SITE_URL}/reset-password?token=${encodeURIComponent(token)}`;
  const hello = firstName ? `Hi ${firstName},` : 'Hi,';
  const intro = `${hello} someone asked to reset the password of your ${PRODUCT_NAME} account.`;
  const outro = 'This link expires in 1 hour and works once. If you did not ask for it, you can ignore this email.';
  return {
    to,
    subject: `Reset your ${PRODUCT_NAME} password`,
    text: `${intro}\n\nChoose a new password: ${link}\n\n${outro}`,
    html: mailLayout({ title: 'Reset your password', intro, action: 'Choose a new password', link, outro }),
  };
}
