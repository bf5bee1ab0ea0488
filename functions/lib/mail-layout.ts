/**
 * The one look of every mail the app sends (account links, share links): a card with a title, a few
 * lines, an optional quote, one button and its link spelled out. Every value is escaped here, so no
 * field can add markup; subjects and addresses travel in SES's own fields, so no field can add a header.
 */
import { PRODUCT_NAME } from '../../shared/constants';
import { authorName } from '../../shared/display';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** A subject line from free text: control characters (CR, LF, ...) become spaces. */
export function subjectLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();
}

export interface MailCard {
  title: string;
  intro: string;
  /** A quoted message (a share's personal message), shown as written, line breaks kept. */
  quote?: string | null;
  action: string;
  link: string;
  /** A second, quieter choice shown as a plain link under the button (an invitation's Decline). */
  secondary?: { action: string; link: string };
  outro: string;
}

/** How a mail names the member who caused it: by name only, never their address. */
export function senderName(sender: { firstName: string | null; lastName: string | null }): string {
  return sender.firstName || sender.lastName ? authorName(sender) : `A ${PRODUCT_NAME} member`;
}

export function mailLayout({ title, intro, quote, action, link, secondary, outro }: MailCard): string {
  const quoted = quote
    ? `<blockquote style="margin:16px 0;padding:12px 16px;border-left:4px solid #7c3aed;background:#f6f5fb;color:#1f1b3a;white-space:pre-wrap">${escapeHtml(quote)}</blockquote>\n`
    : '';
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;background:#f6f5fb;padding:24px">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:16px;padding:32px">
<h1 style="font-size:20px;color:#1f1b3a">${escapeHtml(title)}</h1>
<p style="color:#4a4662">${escapeHtml(intro)}</p>
${quoted}<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#7c3aed;color:#fff;padding:12px 20px;border-radius:10px;text-decoration:none">${escapeHtml(action)}</a></p>
${secondary ? `<p><a href="${escapeHtml(secondary.link)}" style="color:#5b21b6">${escapeHtml(secondary.action)}</a></p>\n` : ''}<p style="color:#8a86a0;font-size:13px">${escapeHtml(outro)}</p>
<p style="color:#8a86a0;font-size:12px;word-break:break-all">${escapeHtml(link)}</p>
</div></body></html>`;
}
