import '../support/env';
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendMail } from '../../../functions/lib/mailer';
import { useEnv } from '../support/env';
import { SES_URL, useFakeSes } from '../support/mail';

const ses = useFakeSes();
afterEach(() => vi.restoreAllMocks());

describe('sendMail', () => {
  it("posts SES's SendEmail, signed, with text and HTML in UTF-8 from the configured sender to the one address", async () => {
    // Prepare
    useEnv({ MAIL_FROM: 'Snifty <hello@snifty.test>' });

    // Act
    await sendMail({ to: 'ada@example.com', subject: 'Héllo & *you*', text: 'plain +', html: '<p>rich</p>' });

    // Assess: the form the SES client sent for the same SendEmailCommand, byte for byte
    const [request] = ses.requests;
    expect(ses.requests).toHaveLength(1);
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe(SES_URL);
    expect(request!.body).toBe(
      'Action=SendEmail&Version=2010-12-01&Source=Snifty%20%3Chello%40snifty.test%3E' +
        '&Destination.ToAddresses.member.1=ada%40example.com' +
        '&Message.Subject.Data=H%C3%A9llo%20%26%20%2Ayou%2A&Message.Subject.Charset=UTF-8' +
        '&Message.Body.Text.Data=plain%20%2B&Message.Body.Text.Charset=UTF-8' +
        '&Message.Body.Html.Data=%3Cp%3Erich%3C%2Fp%3E&Message.Body.Html.Charset=UTF-8',
    );
    expect(request!.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    // Signed with SigV4 for SES in the region, by the default credential chain's keys (here the test's).
    expect(request!.headers.get('authorization')).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDUNITTEST\/\d{8}\/us-east-1\/ses\/aws4_request, SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
    expect(request!.headers.get('x-amz-content-sha256')).toBe(createHash('sha256').update(request!.body).digest('hex'));
    expect(request!.headers.get('x-amz-date')).toMatch(/^\d{8}T\d{6}Z$/);
  });

  it('sends to the local emulator when SES_ENDPOINT names one', async () => {
    // Prepare
    useEnv({ SES_ENDPOINT: 'http://127.0.0.1:8005' });
    const urls: string[] = [];
    const fakeSes = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: string | URL, init: RequestInit) => {
      urls.push(String(input));
      return fakeSes(SES_URL, init);
    });

    // Act
    await sendMail({ to: 'ada@example.com', subject: 's', text: 't', html: 'h' });

    // Assess
    expect(urls).toEqual(['http://127.0.0.1:8005/']);
  });

  it("lets SES's refusal reach the caller, named after SES's code, without trying again", async () => {
    // Prepare
    ses.refuse('MessageRejected', 'Email address is not verified.');

    // Act
    const sending = sendMail({ to: 'ada@example.com', subject: 's', text: 't', html: 'h' });

    // Assess
    await expect(sending).rejects.toMatchObject({ name: 'MessageRejected', status: 400, message: 'Email address is not verified.' });
    expect(ses.requests).toHaveLength(1);
  });

  it('tries a throttled send again, as the SES client did, and gives up after three attempts', async () => {
    // Prepare: every wait drawn at zero
    ses.refuse('Throttling', 'Maximum sending rate exceeded.');
    vi.spyOn(Math, 'random').mockReturnValue(0);

    // Act
    const sending = sendMail({ to: 'ada@example.com', subject: 's', text: 't', html: 'h' });

    // Assess
    await expect(sending).rejects.toMatchObject({ name: 'Throttling' });
    expect(ses.requests).toHaveLength(3);
    // Each attempt is signed anew.
    expect(ses.requests.every((request) => request.headers.has('authorization'))).toBe(true);
  });
});
