/** The SES client, for the mailer (lib/mailer.ts). */
import { SESClient } from '@aws-sdk/client-ses';
import { config } from '../config';
import { containerClient } from './container-client';

export const sesClient = containerClient(
  () => new SESClient({ region: config().AWS_REGION, ...(config().SES_ENDPOINT ? { endpoint: config().SES_ENDPOINT } : {}) }),
);
