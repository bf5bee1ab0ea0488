/**
 * The functions' environment for unit tests. Importing this module sets it before any module reads
 * configuration (config() is lazy, so any import order works); `useEnv` changes it for one suite.
 */
import { generateKeyPairSync } from 'node:crypto';
import { afterEach } from 'vitest';
import { resetAwsClients } from '../../../functions/kernel/aws-clients/container-client';
import { resetConfig } from '../../../functions/kernel/config';
import { logger } from '../../../functions/kernel/logger';
import { fixedSecrets, loadSecrets, useSecretSource } from '../../../functions/kernel/secrets';
import { TEST_ENV } from './test-env';

/** A key pair for signed media URLs, made once per test file. */
export const TEST_MEDIA_KEYS = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

export { TEST_ENV } from './test-env';

/** The secrets the functions may read, by name (outside configuration, as in the cloud), and their values. */
const TEST_SECRET_ENV = { MEDIA_SIGNING_PRIVATE_KEY_SECRET_ID: 'snifty-unit/media-signing-private-key' } as const;
const TEST_SECRETS = { [TEST_SECRET_ENV.MEDIA_SIGNING_PRIVATE_KEY_SECRET_ID]: TEST_MEDIA_KEYS.privateKey };

/** Variables a developer's shell may carry that would change what the functions do. */
const CLEARED = [
  'DYNAMODB_ENDPOINT',
  'DYNAMODB_MAX_SOCKETS',
  'S3_ENDPOINT',
  'SES_ENDPOINT',
  'EXTRA_ALLOWED_ORIGINS',
  'OAUTH_CLIENT_SECRET',
  'OAUTH_GOOGLE_IDP',
  'OAUTH_GITHUB_IDP',
  'MAIL_FROM',
  'MAIL_CONFIGURATION_SET',
  'ANALYSIS_DEAD_LETTER_QUEUE_URL',
] as const;

/** The logger reads LOG_LEVEL once, as a Lambda loads; here it follows the variable whenever a test sets it. */
const followLogLevel = () => logger.setLogLevel((process.env.LOG_LEVEL ?? 'info').toUpperCase() as 'INFO');

function applyBaseEnv(): void {
  for (const name of CLEARED) delete process.env[name];
  Object.assign(process.env, TEST_ENV, TEST_SECRET_ENV);
  resetConfig();
  resetAwsClients();
  followLogLevel();
}

applyBaseEnv();
useSecretSource(fixedSecrets(TEST_SECRETS));
// Code under test that signs media outside a group handler finds the key already read, as after a cold start.
await loadSecrets();

/**
 * Overrides variables (undefined deletes one) and re-reads configuration; the base environment comes
 * back after each test.
 */
export function useEnv(overrides: Record<string, string | undefined>): void {
  for (const [name, value] of Object.entries(overrides)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetConfig();
  resetAwsClients();
  followLogLevel();
}

afterEach(() => {
  applyBaseEnv();
});
