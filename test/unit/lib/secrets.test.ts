import { TEST_MEDIA_KEYS, useEnv } from '../support/env';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mediaUrl } from '../../../functions/lib/media/media-urls';
import { fixedSecrets, loadSecrets, secret, useSecretSource } from '../../../functions/lib/secrets';

const secretsManager = mockClient(SecretsManagerClient);
const KEY_ID = 'snifty-photos/media-signing-private-key';

// Secrets Manager itself (mocked), as in the cloud, and nothing read yet.
beforeEach(() => useSecretSource(undefined));
afterEach(() => {
  secretsManager.reset();
  useEnv({ GITHUB_CLIENT_SECRET_SECRET_ID: undefined });
});
afterAll(() => {
  secretsManager.restore();
  // Other files in this worker read the test key through their own source again.
  useSecretSource(fixedSecrets({ 'snifty-unit/media-signing-private-key': TEST_MEDIA_KEYS.privateKey }));
});

describe('secrets', () => {
  it('reads each secret its environment names from Secrets Manager once per container', async () => {
    // Prepare
    useEnv({ MEDIA_SIGNING_PRIVATE_KEY_SECRET_ID: KEY_ID, GITHUB_CLIENT_SECRET_SECRET_ID: 'gh/secret' });
    secretsManager.on(GetSecretValueCommand, { SecretId: KEY_ID }).resolves({ SecretString: 'pem' });
    secretsManager.on(GetSecretValueCommand, { SecretId: 'gh/secret' }).resolves({ SecretString: 'shh' });

    // Act
    await Promise.all([loadSecrets(), loadSecrets()]);
    await loadSecrets();

    // Assess
    expect([secret('MEDIA_SIGNING_PRIVATE_KEY'), secret('GITHUB_CLIENT_SECRET')]).toEqual(['pem', 'shh']);
    const asked = secretsManager.commandCalls(GetSecretValueCommand).map((call) => call.args[0].input.SecretId);
    // Two concurrent cold-start loads may both ask; after that nothing is asked again.
    expect(new Set(asked)).toEqual(new Set([KEY_ID, 'gh/secret']));
    expect(asked.length).toBeLessThanOrEqual(4);
  });

  it('reads nothing a function is not given, and gives undefined for it', async () => {
    // Prepare
    useEnv({ MEDIA_SIGNING_PRIVATE_KEY_SECRET_ID: undefined });

    // Act
    await loadSecrets();

    // Assess
    expect(secretsManager.commandCalls(GetSecretValueCommand)).toHaveLength(0);
    expect(secret('MEDIA_SIGNING_PRIVATE_KEY')).toBeUndefined();
    expect(() => mediaUrl('photos/p1/display.webp')).toThrow('not given the media signing key');
  });

  it('fails the load when Secrets Manager fails, and tries again on the next request', async () => {
    // Prepare
    useEnv({ MEDIA_SIGNING_PRIVATE_KEY_SECRET_ID: KEY_ID });
    secretsManager.on(GetSecretValueCommand).rejectsOnce(new Error('throttled')).resolves({ SecretString: 'pem' });

    // Act
    const first = loadSecrets();

    // Assess
    await expect(first).rejects.toThrow('throttled');
    expect(secret('MEDIA_SIGNING_PRIVATE_KEY')).toBeUndefined();
    await loadSecrets();
    expect(secret('MEDIA_SIGNING_PRIVATE_KEY')).toBe('pem');
  });

  it('refuses a binary secret', async () => {
    // Prepare
    useEnv({ MEDIA_SIGNING_PRIVATE_KEY_SECRET_ID: KEY_ID });
    secretsManager.on(GetSecretValueCommand).resolves({ SecretBinary: new Uint8Array([1]) });

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
    expect(secretsManager.commandCalls(GetSecretValueCommand)).toHaveLength(0);
    expect(mediaUrl('photos/p1/display.webp')).toMatch(
      /^http:\/\/localhost:3000\/media\/photos\/p1\/display\.webp\?Expires=\d+&Signature=/,
    );
  });
});
