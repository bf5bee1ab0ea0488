/** The Mailer port: SES in the cloud, the local SES emulator in local mode (same request, other endpoint). */
import { sesClient, sesQuery } from './aws-clients/ses';
import { config } from './config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export async function sendMail(mail: Mail): Promise<void> {
  await sesQuery(sesClient(), 'SendEmail', {
    Source: config().MAIL_FROM,
    'Destination.ToAddresses.member.1': mail.to,
    'Message.Subject.Data': mail.subject,
    'Message.Subject.Charset': 'UTF-8',
    'Message.Body.Text.Data': mail.text,
    'Message.Body.Text.Charset': 'UTF-8',
    'Message.Body.Html.Data': mail.html,
    'Message.Body.Html.Charset': 'UTF-8',
  });
}
