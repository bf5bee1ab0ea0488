/**
 * SES mocked at its client (aws-sdk-client-mock): every send succeeds unless a test says otherwise
 * (`ses.on(SendEmailCommand).rejects(...)`), and the mails are read back from the commands sent.
 */
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { mockClient, type AwsClientStub } from 'aws-sdk-client-mock';
import { beforeEach } from 'vitest';

export type SesMock = AwsClientStub<SESv2Client>;

/** Mocks SES for the test file; each test starts with no sends and SES accepting every mail. */
export function useMockSes(): SesMock {
  const ses = mockClient(SESv2Client);
  beforeEach(() => {
    ses.reset();
    ses.on(SendEmailCommand).resolves({ MessageId: 'mock-1' });
  });
  return ses;
}

export interface SentMail {
  from: string | null;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** The SendEmail commands SES received (accepted or refused), as mails. */
export function sentMails(ses: SesMock): SentMail[] {
  return ses.commandCalls(SendEmailCommand).map(({ args: [{ input }] }) => ({
    from: input.FromEmailAddress ?? null,
    to: input.Destination?.ToAddresses ?? [],
    subject: input.Content?.Simple?.Subject?.Data ?? '',
    text: input.Content?.Simple?.Body?.Text?.Data ?? '',
    html: input.Content?.Simple?.Body?.Html?.Data ?? '',
  }));
}

/** The token of the first link to `path` (e.g. '/verify-email') in a mail's text. */
export function linkToken(mail: SentMail | undefined, path: string): string {
  const match = new RegExp(`${path.replace(/[/-]/g, '\\$&')}\\?token=([^\\s"&]+)`).exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error(`no ${path} link in mail: ${mail?.text}`);
  return decodeURIComponent(match[1]);
}
