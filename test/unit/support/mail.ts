/**
 * SES faked where the functions reach it: `fetch` to SES's query API (the requests other hosts get pass
 * on to the fetch in place before). The mails are read back from the signed form the mailer posted.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { TEST_ENV } from './env';

export const SES_URL = `https://email.${TEST_ENV.AWS_REGION}.amazonaws.com/`;

export interface SesRequest {
  method: string;
  url: string;
  headers: Headers;
  body: string;
}

export interface FakeSes {
  /** Every request SES received, in order. */
  requests: SesRequest[];
  /** From now on SES refuses every send with this code (400, as for an address it does not accept, unless given). */
  refuse(code: string, message: string, status?: number): void;
  /** Forgets the requests received so far. */
  clear(): void;
}

const sendEmailAnswer = () =>
  new Response('<SendEmailResponse><SendEmailResult><MessageId>fake-1</MessageId></SendEmailResult></SendEmailResponse>', {
    headers: { 'content-type': 'text/xml' },
  });

/** Installs the fake before each test of the file and takes it away after. */
export function useFakeSes(): FakeSes {
  let answer = sendEmailAnswer;
  const ses: FakeSes = {
    requests: [],
    refuse(code, message, status = 400) {
      answer = () =>
        new Response(
          `<ErrorResponse><Error><Type>Sender</Type><Code>${code}</Code><Message>${message}</Message></Error></ErrorResponse>`,
          {
            status,
          },
        );
    },
    clear() {
      ses.requests.length = 0;
    },
  };
  beforeEach(() => {
    ses.clear();
    answer = sendEmailAnswer;
    const passOn = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string | URL, init: RequestInit = {}) => {
        if (String(input) !== SES_URL) return passOn(input, init);
        ses.requests.push({
          method: init.method ?? 'GET',
          url: String(input),
          headers: new Headers(init.headers),
          body: String(init.body),
        });
        return answer();
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());
  return ses;
}

export interface SentMail {
  from: string | null;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** The SendEmail requests SES received (accepted or refused), as mails. */
export function sentMails(ses: FakeSes): SentMail[] {
  return ses.requests
    .map((request) => new URLSearchParams(request.body))
    .filter((form) => form.get('Action') === 'SendEmail')
    .map((form) => ({
      from: form.get('Source'),
      to: [...form].filter(([name]) => name.startsWith('Destination.ToAddresses.member.')).map(([, address]) => address),
      subject: form.get('Message.Subject.Data') ?? '',
      text: form.get('Message.Body.Text.Data') ?? '',
      html: form.get('Message.Body.Html.Data') ?? '',
    }));
}

/** The token of the first link to `path` (e.g. '/verify-email') in a mail's text. */
export function linkToken(mail: SentMail | undefined, path: string): string {
  const match = new RegExp(`${path.replace(/[/-]/g, '\\$&')}\\?token=([^\\s"&]+)`).exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error(`no ${path} link in mail: ${mail?.text}`);
  return decodeURIComponent(match[1]);
}
