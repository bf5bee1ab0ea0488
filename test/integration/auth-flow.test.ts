/**
 * Accounts end to end through the local runtime: the real AWS SDK against the DynamoDB, S3 and SES
 * emulators, requests turned into API Gateway v2 events from the route table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalServer } from '../../infra/local/server';
import { client, linkToken, mailTo, startApp } from './support/local-app';

let app: LocalServer;

beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app.stop();
});

const newMember = (email: string) => ({ email, password: 'correct horse', firstName: 'Rosa', lastName: "O'Hara-Lind" });

describe('sign up, verify, sign in, log out', () => {
  it('takes a new member from sign-up to a session and back out', async () => {
    // Prepare
    const browser = client(app.url);
    const email = 'rosa@example.com';

    // Act + Assess: sign up
    const signUp = await browser.post('/api/auth/signup', newMember('Rosa@Example.com'));
    expect(signUp.status).toBe(201);

    // sign-in is refused until the email is verified, with a message saying so
    const early = await browser.post('/api/auth/signin', { email, password: 'correct horse' });
    expect(early.status).toBe(403);
    expect(early.body.message).toMatch(/verify your email/i);

    // the mail arrives, lower-cased address, with a verification link
    const [mail] = await mailTo(app.url, email);
    expect(mail?.subject).toMatch(/verify/i);
    const token = linkToken(mail!.text, '/verify-email');

    const verified = await browser.post('/api/auth/verify-email', { token });
    expect(verified.status).toBe(200);
    const reused = await browser.post('/api/auth/verify-email', { token });
    // Opened a second time, the link says the address is already verified rather than failing.
    expect(reused).toMatchObject({
      status: 200,
      body: { message: 'Your email is already verified. You can sign in.', alreadyVerified: true },
    });

    const signIn = await browser.post('/api/auth/signin', { email, password: 'correct horse' });
    expect(signIn.status).toBe(200);
    expect(signIn.body.user).toMatchObject({ email, firstName: 'Rosa', lastName: "O'Hara-Lind", emailVerified: true });
    expect(JSON.stringify(signIn.body)).not.toMatch(/passwordHash|scrypt/);
    const cookie = signIn.cookies.find((c) => c.startsWith('sid='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);

    const me = await browser.get('/api/auth/user');
    expect(me).toMatchObject({ status: 200, body: { email, authProvider: 'email' } });

    // logout kills the session on the server: the old cookie no longer works
    const sid = browser.jar.get('sid')!;
    expect((await browser.post('/api/auth/logout')).status).toBe(200);
    expect((await browser.get('/api/auth/user')).status).toBe(401);
    const replay = await client(app.url).get('/api/auth/user', { cookie: `sid=${sid}` });
    expect(replay).toMatchObject({ status: 401, body: { message: 'Unauthorized' } });
  });

  it('refuses a second account for the same email, whatever its case', async () => {
    const browser = client(app.url);
    await browser.post('/api/auth/signup', newMember('dup@example.com'));
    const again = await browser.post('/api/auth/signup', newMember('DUP@example.com'));
    expect(again.status).toBe(400);
    expect(again.body.message).toContain('already exists');
  });
});

describe('password reset', () => {
  it('sets a new password once, ends old sessions, and answers unknown addresses alike', async () => {
    // Prepare: a demo member signed in on one browser
    const email = 'ben@example.com';
    const laptop = client(app.url);
    expect((await laptop.post('/api/auth/signin', { email, password: 'snifty-demo-2026' })).status).toBe(200);

    // Act: forgot-password for a real and an unknown address
    const phone = client(app.url);
    const known = await phone.post('/api/auth/forgot-password', { email });
    const unknown = await phone.post('/api/auth/forgot-password', { email: 'nobody-here@example.com' });

    // Assess: the same answer, one mail
    expect(known.status).toBe(200);
    expect(unknown).toEqual({ ...unknown, status: known.status, body: known.body });
    expect(await mailTo(app.url, 'nobody-here@example.com')).toHaveLength(0);
    const token = linkToken((await mailTo(app.url, email))[0]!.text, '/reset-password');

    const mismatch = await phone.post('/api/auth/reset-password', {
      password: 'brand new pass',
      confirmPassword: 'other pass!',
      token,
    });
    expect(mismatch).toMatchObject({ status: 400, body: { message: "Passwords don't match" } });

    const reset = await phone.post('/api/auth/reset-password', {
      password: 'brand new pass',
      confirmPassword: 'brand new pass',
      token,
    });
    expect(reset.status).toBe(200);
    const again = await phone.post('/api/auth/reset-password', {
      password: 'another pass 1',
      confirmPassword: 'another pass 1',
      token,
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/invalid/);
    expect(again.body.message).toMatch(/expired/);

    expect((await laptop.get('/api/auth/user')).status).toBe(401);
    expect((await phone.post('/api/auth/signin', { email, password: 'snifty-demo-2026' })).status).toBe(401);
    expect((await phone.post('/api/auth/signin', { email, password: 'brand new pass' })).status).toBe(200);
  });
});

describe('rate limits', () => {
  it('answers 429 after repeated failed sign-ins to one account', async () => {
    const attacker = client(app.url);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await attacker.post('/api/auth/signin', { email: 'chloe@example.com', password: `guess-${i}` })).status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    const limited = await attacker.post('/api/auth/signin', { email: 'chloe@example.com', password: 'snifty-demo-2026' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('answers 429 after repeated mail sends to one address', async () => {
    const browser = client(app.url);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await browser.post('/api/auth/resend-verification', { email: 'flood@example.com' })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('cross-site requests', () => {
  it('refuses a mutation from a foreign origin', async () => {
    const evil = await client(app.url).post('/api/auth/logout', {}, { origin: 'https://evil.example' });
    expect(evil).toMatchObject({ status: 403, body: { message: 'Cross-site request refused' } });
  });
});

describe('hostile bodies on every auth route', () => {
  const routes = [
    '/api/auth/signup',
    '/api/auth/signin',
    '/api/auth/logout',
    '/api/auth/verify-email',
    '/api/auth/resend-verification',
    '/api/auth/forgot-password',
    '/api/auth/reset-password',
  ];
  const bodies = [
    '{',
    '[]',
    '"text"',
    '12',
    'null',
    JSON.stringify({ email: { $ne: 1 }, password: ['a'] }),
    JSON.stringify({ token: 'x'.repeat(100_000) }),
  ];

  it.each(routes)('%s answers 4xx with a message, never 500', async (path) => {
    const browser = client(app.url);
    for (const body of bodies) {
      const reply = await browser.post(path, body);
      expect(reply.status, `${path} ${body.slice(0, 20)}`).toBeGreaterThanOrEqual(200);
      expect(reply.status, `${path} ${body.slice(0, 20)}`).toBeLessThan(500);
      expect(typeof reply.body?.message).toBe('string');
    }
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const reply = await client(app.url).get('/api/nope');
    expect(reply).toMatchObject({ status: 404, body: { message: 'Not found' } });
  });
});

describe('social sign-in through the local hosted-UI stand-in', () => {
  it('creates a verified member and a session from a GitHub test account', async () => {
    // Prepare
    const browser = client(app.url);

    // Act: the same hops a browser makes
    const start = await browser.get('/api/auth/github');
    const authorize = new URL(start.headers.get('location')!);
    expect(authorize.pathname).toBe('/local-auth/oauth2/authorize');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('identity_provider')).toBe('GitHub');
    const chosen = await fetch(authorize.origin + authorize.pathname, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `${authorize.searchParams.toString()}&account=${encodeURIComponent('margaret.github@example.com')}`,
    });
    const callback = new URL(chosen.headers.get('location')!);
    const done = await browser.get(callback.pathname + callback.search);

    // Assess
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/');
    const me = await browser.get('/api/auth/user');
    expect(me.body).toMatchObject({
      email: 'margaret.github@example.com',
      authProvider: 'github',
      emailVerified: true,
      firstName: 'Margaret',
    });
  });

  it('refuses a callback whose state does not match the browser cookie', async () => {
    const start = await client(app.url).get('/api/auth/google');
    const state = new URL(start.headers.get('location')!).searchParams.get('state');
    const other = client(app.url);
    const done = await other.get(`/api/auth/callback?code=abc&state=${state}`);
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/signin?error=social');
  });
});
