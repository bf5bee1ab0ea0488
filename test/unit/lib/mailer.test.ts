import '../support/env';
import 'aws-sdk-client-mock-vitest/extend';
import { MessageRejected, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { describe, expect, it } from 'vitest';
import { sendMail } from '../../../functions/lib/mailer';
import { useEnv } from '../support/env';
import { useMockSes } from '../support/mail';

const ses = useMockSes();

describe('sendMail', () => {
  it('sends one SendEmail from the configured sender to the one address, text and HTML in UTF-8', async () => {
    // Prepare
    useEnv({ MAIL_FROM: 'Snifty <hello@snifty.test>' });

    // Act
    await sendMail({ to: 'ada@example.com', subject: 'Héllo & *you*', text: 'plain +', html: '<p>rich</p>' });

    // Assess
    expect(ses).toHaveReceivedCommandOnce(SendEmailCommand);
    expect(ses.commandCalls(SendEmailCommand)[0]!.args[0].input).toEqual({
      FromEmailAddress: 'Snifty <hello@snifty.test>',
      Destination: { ToAddresses: ['ada@example.com'] },
      Content: {
        Simple: {
          Subject: { Data: 'Héllo & *you*', Charset: 'UTF-8' },
          Body: { Text: { Data: 'plain +', Charset: 'UTF-8' }, Html: { Data: '<p>rich</p>', Charset: 'UTF-8' } },
        },
      },
    });
  });

  it("lets SES's refusal reach the caller as the SDK's exception", async () => {
    // Prepare
    ses.on(SendEmailCommand).rejects(new MessageRejected({ message: 'Email address is not verified.', $metadata: {} }));

    // Act
    const sending = sendMail({ to: 'ada@example.com', subject: 's', text: 't', html: 'h' });

    // Assess
    await expect(sending).rejects.toBeInstanceOf(MessageRejected);
    await expect(sending).rejects.toMatchObject({ name: 'MessageRejected', message: 'Email address is not verified.' });
  });
});
