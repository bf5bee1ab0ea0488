/** The Mailer port: SES in the cloud, the local SES emulator in local mode (same request, other endpoint). */
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { sesClient } from '../kernel/aws-clients/ses';
import { config } from '../kernel/config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const utf8 = (Data: string) => ({ Data, Charset: 'UTF-8' });

/** A refusal (SES's `MessageRejected`, say) reaches the caller as the SDK's exception, after its retries. */
export async function sendMail(mail: Mail): Promise<void> {
  await sesClient().send(
    new SendEmailCommand({
      FromEmailAddress: config().MAIL_FROM,
      // Its event destination brings bounces and complaints back (functions/auth/mail-feedback.ts).
      ConfigurationSetName: config().MAIL_CONFIGURATION_SET,
      Destination: { ToAddresses: [mail.to] },
      Content: { Simple: { Subject: utf8(mail.subject), Body: { Text: utf8(mail.text), Html: utf8(mail.html) } } },
    }),
  );
}
