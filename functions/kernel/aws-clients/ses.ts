/** The SES (v2 API) client, for the mailer (lib/mailer.ts). Local mode: the SES emulator (infra/local/mail-catcher.ts). */
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { config } from '../config';
import { containerClient } from './container-client';

export const sesClient = containerClient(() => {
  const endpoint = config().SES_ENDPOINT;
  return new SESv2Client({ region: config().AWS_REGION, ...(endpoint ? { endpoint } : {}) });
});
