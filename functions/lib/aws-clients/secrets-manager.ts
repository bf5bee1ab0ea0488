/** The Secrets Manager client, for lib/secrets.ts. Only the cloud reads it; local mode gives its secrets another source. */
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { config } from '../config';
import { containerClient } from './container-client';

export const secretsManagerClient = containerClient(() => new SecretsManagerClient({ region: config().AWS_REGION }));
