import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HTTP_MESSAGES } from '../../../../shared/messages/http';
import { CLIENT_ADDRESS_HEADER, clientAddress } from '../../../../functions/lib/http/client-address';
import {
  fromTheSite,
  ORIGIN_SECRET_HEADER,
  requireFromTheSite,
  resetOriginSecretReload,
} from '../../../../functions/lib/http/origin-secret';
import { currentSecretSource, loadSecrets, type SecretSource, useSecretSource } from '../../../../functions/kernel/secrets';
import { apiEvent } from '../../support/api-event';
import { useEnv } from '../../support/env';

const SECRET_ID = 'snifty-unit/origin-secret';
let stored = JSON.stringify({ current: 'now-secret', previous: 'old-secret' });
let reads = 0;
let before: SecretSource;

/** The function is given the origin secret, as every API function is in the cloud. */
async function inTheCloud() {
  useEnv({ ORIGIN_SECRET_SECRET_ID: SECRET_ID });
  before = currentSecretSource();
  const fallback = before;
  useSecretSource(async (id) => {
    if (id !== SECRET_ID) return fallback(id);
    reads += 1;
    return stored;
  });
  await loadSecrets();
}

/** A sign-in whose TCP peer, as API Gateway saw it, is 198.51.100.20. */
function signIn(headers: Record<string, string> = {}) {
  const event = apiEvent({ routeKey: 'POST /api/auth/signin', headers });
  event.requestContext.http.sourceIp = '198.51.100.20';
  return event;
}

beforeEach(() => {
  stored = JSON.stringify({ current: 'now-secret', previous: 'old-secret' });
  reads = 0;
  resetOriginSecretReload();
});

afterEach(async () => {
  useEnv({ ORIGIN_SECRET_SECRET_ID: undefined });
  if (before) useSecretSource(before);
  await loadSecrets();
});

describe('without an origin secret (local mode)', () => {
  it('checks nothing and believes the stamped client address', async () => {
    const event = signIn({ [CLIENT_ADDRESS_HEADER]: '203.0.113.7' });
    expect(fromTheSite(event)).toBe(true);
    await expect(requireFromTheSite(event)).resolves.toBeUndefined();
    expect(clientAddress(event)).toBe('203.0.113.7');
  });
});

describe('with an origin secret (the cloud)', () => {
  it('refuses a request without the secret with 403 and a message that says why', async () => {
    await inTheCloud();
    const refusal = requireFromTheSite(signIn());
    await expect(refusal).rejects.toMatchObject({ statusCode: 403, message: HTTP_MESSAGES.notThroughSite });
  });

  it('accepts the current value and the one before a rotation, and refuses any other', async () => {
    await inTheCloud();
    await expect(requireFromTheSite(signIn({ [ORIGIN_SECRET_HEADER]: 'now-secret' }))).resolves.toBeUndefined();
    await expect(requireFromTheSite(signIn({ [ORIGIN_SECRET_HEADER]: 'old-secret' }))).resolves.toBeUndefined();
    await expect(requireFromTheSite(signIn({ [ORIGIN_SECRET_HEADER]: 'now-secre' }))).rejects.toMatchObject({ statusCode: 403 });
    await expect(requireFromTheSite(signIn({ [ORIGIN_SECRET_HEADER]: '' }))).rejects.toMatchObject({ statusCode: 403 });
  });

  it('reads a rotated secret again on a mismatch, at most once a minute', async () => {
    await inTheCloud();
    stored = JSON.stringify({ current: 'rotated', previous: 'now-secret' });
    const t0 = 1_000_000;
    await expect(requireFromTheSite(signIn({ [ORIGIN_SECRET_HEADER]: 'rotated' }), t0)).resolves.toBeUndefined();
    expect(reads).toBe(2);
    await expect(requireFromTheSite(signIn({ [ORIGIN_SECRET_HEADER]: 'forged' }), t0 + 1000)).rejects.toMatchObject({
      statusCode: 403,
    });
    await expect(requireFromTheSite(signIn({ [ORIGIN_SECRET_HEADER]: 'forged' }), t0 + 2000)).rejects.toMatchObject({
      statusCode: 403,
    });
    expect(reads).toBe(2);
  });

  it('ignores a forged client address without the secret: API Gateway’s source IP counts', async () => {
    await inTheCloud();
    expect(clientAddress(signIn({ [CLIENT_ADDRESS_HEADER]: '203.0.113.7' }))).toBe('198.51.100.20');
    expect(clientAddress(signIn({ [CLIENT_ADDRESS_HEADER]: '203.0.113.7', [ORIGIN_SECRET_HEADER]: 'wrong' }))).toBe('198.51.100.20');
    expect(clientAddress(signIn({ [CLIENT_ADDRESS_HEADER]: '203.0.113.7', [ORIGIN_SECRET_HEADER]: 'now-secret' }))).toBe(
      '203.0.113.7',
    );
  });
});
