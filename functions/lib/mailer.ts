/** The Mailer port: SES in the cloud, the local SES emulator in local mode (same client, other endpoint). */
import { SendEmailCommand } from '@aws-sdk/client-ses';
import { sesClient } from './aws-clients/ses';
import { config } from './config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export async function sendMail(mail: Mail): Promise<void> {
  await sesClient().send(
    new SendEmailCommand({
      Source: config().MAIL_FROM,
      Destination: { ToAddresses: [mail.to] },
      Message: {
        Subject: { Data: mail.subject, Charset: 'UTF-8' },
        Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
      },
    }),
  );
}
