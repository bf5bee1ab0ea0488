/**
 * Local mode made cloud-like: the functions are given an origin secret, the site's /api/* adds it as
 * CloudFront does, and the API's own host (as execute-api is in the cloud) passes requests as sent.
 * Browser routes answer only through the site; a mobile app with its key is served on the API host.
 */
import { describe, expect, it } from 'vitest';
import { HTTP_MESSAGES } from '../../shared/messages/http';
import { CLIENT_ADDRESS_HEADER } from '../../functions/lib/http/client-address';
import { ORIGIN_SECRET_HEADER } from '../../functions/lib/http/origin-secret';
import { client } from './support/local-app';
import { useDemoMembers } from './support/members';

const ORIGIN_SECRET = 'local-origin-secret-for-this-test';
const { app, ava } = useDemoMembers({ originSecret: ORIGIN_SECRET });

const apiHost = () => app.apiHostUrl!;

describe('the API host, called directly', () => {
  it('refuses a browser route without the origin secret with 403 and a message that says why', async () => {
    const session = await client(apiHost).get('/api/auth/user', { cookie: [...ava.jar].map(([k, v]) => `${k}=${v}`).join('; ') });
    expect(session.status).toBe(403);
    expect(session.body).toEqual({ message: HTTP_MESSAGES.notThroughSite });

    // A direct caller may send the site's own Origin: the cross-site guard lets it pass, the origin check does not.
    const signIn = await client(apiHost).request(
      'POST',
      '/api/auth/signin',
      { email: 'ava@example.com', password: 'whatever' },
      { origin: app.url },
    );
    expect(signIn.status).toBe(403);
    expect(signIn.body).toEqual({ message: HTTP_MESSAGES.notThroughSite });
  });

  it('refuses a guessed origin secret, and a forged client address does not help', async () => {
    const reply = await client(apiHost).get('/api/photos/trending?limit=3', {
      [ORIGIN_SECRET_HEADER]: 'a-guess',
      [CLIENT_ADDRESS_HEADER]: '203.0.113.9',
    });
    expect(reply.status).toBe(403);
  });

  it('serves a mobile route to an app with its key', async () => {
    const generated = await ava.post('/api/mobile/generate-key', { platform: 'ios', name: 'Direct phone' });
    expect(generated.status).toBe(201);
    const reply = await client(apiHost).get('/api/mobile/status', { 'x-api-key': generated.body.apiKey as string });
    expect(reply.status).toBe(200);
  });
});

describe('the site', () => {
  it('serves browser routes: its /api/* adds the origin secret, as CloudFront does', async () => {
    expect((await ava.get('/api/auth/user')).status).toBe(200);
    // A secret the browser sends itself is overwritten, as CloudFront's origin header overwrites it.
    expect((await ava.get('/api/auth/user', { [ORIGIN_SECRET_HEADER]: 'a-guess' })).status).toBe(200);
  });
});
