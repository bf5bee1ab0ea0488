/** The Secrets Manager client, for the secrets a function is given (kernel/secrets.ts); local mode reads its own values. */
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { config } from '../config';
import { containerClient } from './container-client';

export const secretsManagerClient = containerClient(() => new SecretsManagerClient({ region: config().AWS_REGION }));
