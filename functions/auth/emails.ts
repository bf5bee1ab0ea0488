/** The account mails: verification and password reset, each with its link. */
import { PRODUCT_NAME } from '../../shared/constants';
import { config } from '../lib/config';
import type { Mail } from '../lib/mailer';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function layout(title: string, intro: string, action: string, link: string, outro: string): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;background:#f6f5fb;padding:24px">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:16px;padding:32px">
<h1 style="font-size:20px;color:#1f1b3a">${escapeHtml(title)}</h1>
<p style="color:#4a4662">${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#7c3aed;color:#fff;padding:12px 20px;border-radius:10px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="color:#8a86a0;font-size:13px">${escapeHtml(outro)}</p>
<p style="color:#8a86a0;font-size:12px;word-break:break-all">${escapeHtml(link)}</p>
</div></body></html>`;
}

export function verificationMail(to: string, firstName: string | null, token: string): Mail {
  const link = `${config().SITE_URL}/verify-email?token=${encodeURIComponent(token)}`;
  const hello = firstName ? `Hi ${firstName},` : 'Hi,';
  const intro = `${hello} welcome to ${PRODUCT_NAME}! Please confirm your email address to start sharing photos.`;
  const outro = 'This link expires in 24 hours. If you did not sign up, you can ignore this email.';
  return {
    to,
    subject: `Verify your email for ${PRODUCT_NAME}`,
    text: `${intro}\n\nVerify your email: ${link}\n\n${outro}`,
    html: layout('Verify your email', intro, 'Verify email', link, outro),
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
    html: layout('Reset your password', intro, 'Choose a new password', link, outro),
  };
}
