/**
 * The SES emulator (aws-ses-v2-local), in-process, and the mailbox pages local mode adds:
 * /dev/mailbox (clickable links) and /dev/mailbox.json (newest first). Neither exists in the cloud.
 */
import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml, sendHtml, sendJson } from './http-utils';

const require = createRequire(import.meta.url);

export interface CaughtMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
}

interface StoredEmail {
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
  at: number;
}

export interface MailCatcher {
  endpoint: string;
  mails(): Promise<CaughtMail[]>;
  stop(): Promise<void>;
}

export async function startMailCatcher(): Promise<MailCatcher> {
  const module = require('aws-ses-v2-local') as { default: (c: { host: string; port: number }) => Promise<Server> };
  const server = await module.default({ host: '127.0.0.1', port: 0 });
  const { port } = server.address() as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    async mails() {
      const response = await fetch(`${endpoint}/store`);
      const { emails } = (await response.json()) as { emails: StoredEmail[] };
      return emails
        .map((e, index) => ({ index, mail: toMail(e) }))
        .sort((a, b) => b.mail.sentAt.localeCompare(a.mail.sentAt) || b.index - a.index)
        .map(({ mail }) => mail);
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function toMail(email: StoredEmail): CaughtMail {
  return {
    to: email.destination.to.join(', '),
    subject: email.subject,
    text: email.body.text ?? '',
    html: email.body.html ?? '',
    sentAt: new Date(email.at * 1000).toISOString(),
  };
}

/** Escapes the text, then makes its URLs clickable. */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

function mailboxPage(mails: CaughtMail[]): string {
  const items = mails.length
    ? mails
        .map(
          (m) => `<article><header><h2>${escapeHtml(m.subject)}</h2>
<p class="meta">To <strong>${escapeHtml(m.to)}</strong> · <time datetime="${m.sentAt}">${escapeHtml(new Date(m.sentAt).toLocaleString())}</time></p></header>
<pre>${linkify(m.text)}</pre></article>`,
        )
        .join('\n')
    : '<p class="empty">No mail yet. Sign up or ask for a password reset, then refresh.</p>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local mailbox · Snifty Photos</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;background:#f6f5fb;color:#1f1b3a;margin:0;padding:24px}
main{max-width:760px;margin:auto}h1{font-size:22px}article{background:#fff;border-radius:14px;padding:16px 20px;margin:12px 0;box-shadow:0 1px 3px #0001}
h2{font-size:16px;margin:0}.meta{color:#6b6785;font-size:13px;margin:4px 0 0}pre{white-space:pre-wrap;font-family:inherit;line-height:1.5}
a{color:#6d28d9;word-break:break-all}.empty{color:#6b6785}</style></head>
<body><main><h1>Local mailbox</h1><p class="meta">Mail the app sent in local mode, newest first. Also as <a href="/dev/mailbox.json">JSON</a>.</p>
${items}</main></body></html>`;
}

export async function handleMailbox(req: IncomingMessage, res: ServerResponse, url: URL, catcher: MailCatcher): Promise<void> {
  const mails = await catcher.mails();
  if (url.pathname === '/dev/mailbox.json') return sendJson(res, 200, mails);
  return sendHtml(res, 200, mailboxPage(mails));
}
