import { TEST_MEDIA_KEYS, useEnv } from '../support/env';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mediaUrl } from '../../../functions/lib/media/media-urls';
import { fixedSecrets, loadSecrets, secret, useSecretSource } from '../../../functions/lib/secrets';

const KEY_ID = 'snifty-photos/media-signing-private-key';
const SESSION_TOKEN = 'session-token-of-this-environment';

/**
 * The Parameters and Secrets extension's localhost endpoint, as in the cloud: each secret id answers
 * GetSecretValue's JSON (or an HTTP error), and every request is recorded.
 */
function fakeExtension(answers: Record<string, () => Response>) {
  const asked: string[] = [];
  const fetch = vi.fn(async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:2773/secretsmanager/get');
    expect(new Headers(init?.headers).get('X-Aws-Parameters-Secrets-Token')).toBe(SESSION_TOKEN);
    const id = url.searchParams.get('secretId')!;
    asked.push(id);
    return (answers[id] ?? (() => new Response('not found', { status: 400 })))();
  });
  vi.stubGlobal('fetch', fetch);
  return { asked };
}
const secretString = (value: string) => () => Response.json({ Name: KEY_ID, SecretString: value });

// The extension (faked), as in the cloud, and nothing read yet.
let extension = fakeExtension({});
beforeEach(() => {
  useSecretSource(undefined);
  useEnv({ AWS_SESSION_TOKEN: SESSION_TOKEN });
  extension = fakeExtension({});
});
afterEach(() => {
  vi.unstubAllGlobals();
  useEnv({ GITHUB_CLIENT_SECRET_SECRET_ID: undefined, AWS_SESSION_TOKEN: undefined });
});
afterAll(() => {
  // Other files in this worker read the test key through their own source again.
  useSecretSource(fixedSecrets({ 'snifty-unit/media-signing-private-key': TEST_MEDIA_KEYS.privateKey }));
});

describe('secrets', () => {
  it('reads each secret its environment names from Secrets Manager (through the extension) once per container', async () => {
    // Prepare
    useEnv({ MEDIA_SIGNING_PRIVATE_KEY_SECRET_ID: KEY_ID, GITHUB_CLIENT_SECRET_SECRET_ID: 'gh/secret' });
    extension = fakeExtension({ [KEY_ID]: secretString('pem'), 'gh/secret': secretString('shh') });

    // Act
    await Promise.all([loadSecrets(), loadSecrets()]);
    await loadSecrets();

    // Assess
    expect([secret('MEDIA_SIGNING_PRIVATE_KEY'), secret('GITHUB_CLIENT_SECRET')]).toEqual(['pem', 'shh']);
    const { asked } = extension;
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
    expect(extension.asked).toHaveLength(0);
    expect(secret('MEDIA_SIGNING_PRIVATE_KEY')).toBeUndefined();
    expect(() => mediaUrl('photos/p1/display.webp')).toThrow('not given the media signing key');
  });

  it('fails the load when Secrets Manager fails, and tries again on the next request', async () => {
    // Prepare
    useEnv({ MEDIA_SIGNING_PRIVATE_KEY_SECRET_ID: KEY_ID });
    let calls = 0;
    fakeExtension({
      [KEY_ID]: () => ((calls += 1) === 1 ? new Response('throttled', { status: 400 }) : secretString('pem')()),
    });

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
    fakeExtension({ [KEY_ID]: () => Response.json({ Name: KEY_ID, SecretBinary: 'AQ==' }) });

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
    expect(extension.asked).toHaveLength(0);
    expect(mediaUrl('photos/p1/display.webp')).toMatch(
      /^http:\/\/localhost:3000\/media\/photos\/p1\/display\.webp\?Expires=\d+&Signature=/,
    );
  });
});
