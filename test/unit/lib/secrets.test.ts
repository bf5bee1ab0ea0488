import { TEST_MEDIA_KEYS, useEnv } from '../support/env';
import 'aws-sdk-client-mock-vitest/extend';
import { GetSecretValueCommand, ResourceNotFoundException, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mediaUrl } from '../../../functions/lib/media/media-urls';
import { fixedSecrets, loadSecrets, secret, useSecretSource } from '../../../functions/kernel/secrets';

const KEY_ID = 'snifty-photos/media-signing-private-key';
const secretsManager = mockClient(SecretsManagerClient);

// Secrets Manager (mocked), as in the cloud, and nothing read yet; an id not given below does not exist.
beforeEach(() => {
  useSecretSource(undefined);
  secretsManager.reset();
  secretsManager.on(GetSecretValueCommand).rejects(new ResourceNotFoundException({ message: 'not found', $metadata: {} }));
});
afterEach(() => {
  useEnv({ GITHUB_CLIENT_SECRET_SECRET_ID: undefined });
});
afterAll(() => {
  secretsManager.restore();
  // Other files in this worker read the test key through their own source again.
  useSecretSource(fixedSecrets({ 'snifty-unit/media-signing-private-key': TEST_MEDIA_KEYS.privateKey }));
});

const givenSecret = (id: string, value: string) =>
  secretsManager.on(GetSecretValueCommand, { SecretId: id }).resolves({ Name: id, SecretString: value });

describe('secrets', () => {
  it('reads each secret its environment names from Secrets Manager once per container', async () => {
    // Prepare
    useEnv({ MEDIA_SIGNING_PRIVATE_KEY_SECRET_ID: KEY_ID, GITHUB_CLIENT_SECRET_SECRET_ID: 'gh/secret' });
    givenSecret(KEY_ID, 'pem');
    givenSecret('gh/secret', 'shh');

    // Act
    await Promise.all([loadSecrets(), loadSecrets()]);
    await loadSecrets();

    // Assess
    expect([secret('MEDIA_SIGNING_PRIVATE_KEY'), secret('GITHUB_CLIENT_SECRET')]).toEqual(['pem', 'shh']);
    expect(secretsManager).toHaveReceivedCommandWith(GetSecretValueCommand, { SecretId: KEY_ID });
    expect(secretsManager).toHaveReceivedCommandWith(GetSecretValueCommand, { SecretId: 'gh/secret' });
    // Two concurrent cold-start loads may both ask; after that nothing is asked again.
    expect(secretsManager.commandCalls(GetSecretValueCommand).length).toBeLessThanOrEqual(4);
  });

  it('reads nothing a function is not given, and gives undefined for it', async () => {
    // Prepare
    useEnv({ MEDIA_SIGNING_PRIVATE_KEY_SECRET_ID: undefined });

    // Act
    await loadSecrets();

    // Assess
    expect(secretsManager).not.toHaveReceivedAnyCommand();
    expect(secret('MEDIA_SIGNING_PRIVATE_KEY')).toBeUndefined();
    expect(() => mediaUrl('photos/p1/display.webp')).toThrow('not given the media signing key');
  });

  it('fails the load when Secrets Manager fails, and tries again on the next request', async () => {
    // Prepare
    useEnv({ MEDIA_SIGNING_PRIVATE_KEY_SECRET_ID: KEY_ID });
    secretsManager
      .on(GetSecretValueCommand, { SecretId: KEY_ID })
      .rejectsOnce(Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' }))
      .resolves({ SecretString: 'pem' });

    // Act
    const first = loadSecrets();

    // Assess
    await expect(first).rejects.toThrow('Rate exceeded');
    expect(secret('MEDIA_SIGNING_PRIVATE_KEY')).toBeUndefined();
    await loadSecrets();
    expect(secret('MEDIA_SIGNING_PRIVATE_KEY')).toBe('pem');
  });

  it('refuses a binary secret', async () => {
    // Prepare
    useEnv({ MEDIA_SIGNING_PRIVATE_KEY_SECRET_ID: KEY_ID });
    secretsManager.on(GetSecretValueCommand, { SecretId: KEY_ID }).resolves({ Name: KEY_ID, SecretBinary: new Uint8Array([1]) });

    // Act
    const load = loadSecrets();

    // Assess
    await expect(load).rejects.toThrow(`Secret ${KEY_ID} has no string value`);
  });

  it('reads local values under the same names when another source is in place', async () => {
    // Prepare
    useEnv({ MEDIA_SIGNING_PRIVATE_KEY_SECRET_ID: KEY_ID });
    useSecretSource(fixedSecrets({ [KEY_ID]: TEST_MEDIA_KEYS.privateKey }));

    // Act
    await loadSecrets();

    // Assess
    expect(secretsManager).not.toHaveReceivedAnyCommand();
    expect(mediaUrl('photos/p1/display.webp')).toMatch(
      /^http:\/\/localhost:3000\/media\/photos\/p1\/display\.webp\?Expires=\d+&Signature=/,
    );
  });
});
