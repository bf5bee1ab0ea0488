/** The mails the functions sent through the mocked SES client. */
import { SendEmailCommand, SESClient } from '@aws-sdk/client-ses';
import type { AwsClientStub } from 'aws-sdk-client-mock';

export type MailMock = AwsClientStub<SESClient>;

export interface SentMail {
  from: string | undefined;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export function sentMails(ses: MailMock): SentMail[] {
  return ses.commandCalls(SendEmailCommand).map(({ args: [command] }) => ({
    from: command.input.Source,
    to: command.input.Destination?.ToAddresses ?? [],
    subject: command.input.Message?.Subject?.Data ?? '',
    text: command.input.Message?.Body?.Text?.Data ?? '',
    html: command.input.Message?.Body?.Html?.Data ?? '',
  }));
}

/** The token of the first link to `path` (e.g. '/verify-email') in a mail's text. */
export function linkToken(mail: SentMail | undefined, path: string): string {
  const match = new RegExp(`${path.replace(/[/-]/g, '\\$&')}\\?token=([^\\s"&]+)`).exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error(`no ${path} link in mail: ${mail?.text}`);
  return decodeURIComponent(match[1]);
}
