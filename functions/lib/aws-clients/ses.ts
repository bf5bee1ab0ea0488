/**
 * SES for the mailer (lib/mailer.ts) without the SES client: its query API (version 2010-12-01) is a
 * signed form POST, and the client was 25 KB of the auth and shares bundles. Local mode points the
 * endpoint at the in-process SES emulator (infra/local/mail-catcher.ts), which answers the same API.
 */
import { defaultProvider } from '@aws-sdk/credential-provider-node';
import { config } from '../config';
import { AwsError, xmlErrorFields } from './aws-error';
import { containerClient } from './container-client';
import { sendWithRetries } from './retries';
import { awsAccess, encodeRfc3986, serviceUrl, type AwsAccess } from './sigv4';

export const sesClient = containerClient(() =>
  awsAccess({ service: 'ses', region: config().AWS_REGION, endpoint: config().SES_ENDPOINT, credentials: defaultProvider() }),
);

/**
 * One action of SES's query API, its parameters flattened as the API names them
 * (`Destination.ToAddresses.member.1`), in the form the SDK sent. A refusal (`MessageRejected`) is
 * thrown as an AwsError named after SES's code; throttling and faults are tried again first.
 */
export async function sesQuery(ses: AwsAccess, action: string, params: Record<string, string>): Promise<void> {
  const form = Object.entries({ Action: action, Version: '2010-12-01', ...params })
    .map(([name, value]) => `${encodeRfc3986(name)}=${encodeRfc3986(value)}`)
    .join('&');
  const response = await sendWithRetries(
    ses,
    {
      method: 'POST',
      url: new URL(`${serviceUrl(ses, `email.${ses.region}.amazonaws.com`)}/`),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    },
    async (refused) => {
      const { code, message } = xmlErrorFields(await refused.text());
      return new AwsError(code ?? `Http${refused.status}`, refused.status, message ?? refused.statusText);
    },
  );
  // The answer (a message id) is not used; reading it frees the connection.
  await response.arrayBuffer();
}
