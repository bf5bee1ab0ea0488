import '../support/env';
import { SendEmailCommand, SESClient } from '@aws-sdk/client-ses';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { sendMail } from '../../../functions/lib/mailer';
import { useEnv } from '../support/env';

const ses = mockClient(SESClient);

beforeEach(() => {
  ses.reset();
});

describe('sendMail', () => {
  it('sends text and HTML in UTF-8 from the configured sender to the one address', async () => {
    // Prepare
    useEnv({ MAIL_FROM: 'Snifty <hello@snifty.test>' });

    // Act
    await sendMail({ to: 'ada@example.com', subject: 'Héllo', text: 'plain', html: '<p>rich</p>' });

    // Assess
    expect(ses.commandCalls(SendEmailCommand).map((call) => call.args[0].input)).toEqual([
      {
        Source: 'Snifty <hello@snifty.test>',
        Destination: { ToAddresses: ['ada@example.com'] },
        Message: {
          Subject: { Data: 'Héllo', Charset: 'UTF-8' },
          Body: { Text: { Data: 'plain', Charset: 'UTF-8' }, Html: { Data: '<p>rich</p>', Charset: 'UTF-8' } },
        },
      },
    ]);
  });

  it('lets an SES failure reach the caller', async () => {
    // Prepare
    ses.on(SendEmailCommand).rejects(new Error('MessageRejected'));

    // Act
    const sending = sendMail({ to: 'ada@example.com', subject: 's', text: 't', html: 'h' });

    // Assess
    await expect(sending).rejects.toThrow('MessageRejected');
  });
});
