/**
 * What a hostile caller tries on the account routes, through the local runtime:
 * parallel password guesses, lockouts aimed at someone else, old reset links, and timing.
 */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNIN_FAILURES_PER_ADDRESS_PER_HOUR, SIGNIN_FREE_ATTEMPTS } from '../../shared/constants';
import { AUTH_MESSAGES } from '../../shared/messages/auth';
import type { LocalServer } from '../../infra/local/server';
import { client, linkToken, mailTo, startApp } from './support/local-app';

let app: LocalServer;

beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app.stop();
});

const DEMO_PASSWORD = 'snifty-demo-2026';

/** A POST from another loopback address (127.0.0.x), as a second client machine would make it. */
function postFrom(address: string, path: string, body: unknown): Promise<{ status: number; body: any; retryAfter?: string }> {
  const url = new URL(path, app.url);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: address,
        headers: { 'content-type': 'application/json', origin: app.url, 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null, retryAfter: res.headers['retry-after'] });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const countOf = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe('sign-in races', () => {
  it('judges at most the free attempts of 40 parallel guesses, the right one last', async () => {
    // Prepare
    const guesses = Array.from({ length: 40 }, (_, i) => (i === 39 ? DEMO_PASSWORD : `wrong guess ${i}`));

    // Act
    const replies = await Promise.all(
      guesses.map((password) => postFrom('127.0.0.11', '/api/auth/signin', { email: 'ben@example.com', password })),
    );

    // Assess: every attempt beyond the free ones was refused before its password was judged
    const statuses = replies.map((r) => r.status);
    expect(countOf(statuses, 401) + countOf(statuses, 200)).toBeLessThanOrEqual(SIGNIN_FREE_ATTEMPTS);
    expect(countOf(statuses, 429)).toBeGreaterThanOrEqual(40 - SIGNIN_FREE_ATTEMPTS);
    for (const limited of replies.filter((r) => r.status === 429)) {
      expect(limited.body).toEqual({ message: AUTH_MESSAGES.tooManyAttempts });
      expect(limited.retryAfter).toMatch(/^\d+$/);
    }
  });

  it('lets an unverified account say "verify first" only to a counted, right guess', async () => {
    // Prepare
    const email = 'unverified-racer@example.com';
    const password = 'the right one 42';
    const signUp = await client(app.url).post('/api/auth/signup', { email, password, firstName: 'Una', lastName: 'Verified' });
    expect(signUp.status).toBe(201);
    const guesses = Array.from({ length: 40 }, (_, i) => (i === 39 ? password : `wrong guess ${i}`));

    // Act
    const replies = await Promise.all(guesses.map((guess) => postFrom('127.0.0.12', '/api/auth/signin', { email, password: guess })));

    // Assess: the 403 cannot come from an attempt beyond the limit, so it is no faster an oracle than a 200
    const statuses = replies.map((r) => r.status);
    expect(statuses.length - countOf(statuses, 429)).toBeLessThanOrEqual(SIGNIN_FREE_ATTEMPTS);
    expect(countOf(statuses, 403)).toBeLessThanOrEqual(1);
  });

  it('locks guessing from one address without locking the owner out at another', async () => {
    // Prepare: an attacker fails on Chloé's account until it is locked for them
    const attacker: number[] = [];
    for (let i = 0; i <= SIGNIN_FREE_ATTEMPTS; i++) {
      attacker.push((await postFrom('127.0.0.13', '/api/auth/signin', { email: 'chloe@example.com', password: `guess ${i}` })).status);
    }
    expect(attacker.at(-1)).toBe(429);

    // Act
    const owner = await postFrom('127.0.0.14', '/api/auth/signin', { email: 'chloe@example.com', password: DEMO_PASSWORD });
    const attackerWithRightPassword = await postFrom('127.0.0.13', '/api/auth/signin', {
      email: 'chloe@example.com',
      password: DEMO_PASSWORD,
    });

    // Assess
    expect(owner.status).toBe(200);
    expect(attackerWithRightPassword.status).toBe(429);
  });

  it('limits wrong passwords per address across accounts', { timeout: 120_000 }, async () => {
    // Prepare: one address sprays one guess at many accounts (batches of ten, to spare the CPU)
    const statuses: number[] = [];
    for (let batch = 0; batch < SIGNIN_FAILURES_PER_ADDRESS_PER_HOUR / 10; batch++) {
      const replies = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          postFrom('127.0.0.15', '/api/auth/signin', { email: `sprayed-${batch}-${i}@example.com`, password: 'Summer2026!' }),
        ),
      );
      statuses.push(...replies.map((r) => r.status));
    }
    expect(statuses).toEqual(Array(SIGNIN_FAILURES_PER_ADDRESS_PER_HOUR).fill(401));

    // Act
    const next = await postFrom('127.0.0.15', '/api/auth/signin', { email: 'ava@example.com', password: 'Summer2026!' });
    const elsewhere = await postFrom('127.0.0.16', '/api/auth/signin', { email: 'ava@example.com', password: DEMO_PASSWORD });

    // Assess
    expect(next.status).toBe(429);
    expect(Number(next.retryAfter)).toBeGreaterThan(0);
    expect(elsewhere.status).toBe(200);
  });
});

describe('reset links', () => {
  const requestReset = async (email: string) => {
    expect((await client(app.url).post('/api/auth/forgot-password', { email })).status).toBe(200);
    const mails = await mailTo(app.url, email);
    return linkToken(mails.at(-1)!.text, '/reset-password');
  };
  const reset = (token: string, password: string) =>
    client(app.url).post('/api/auth/reset-password', { password, confirmPassword: password, token });

  it('ends the newer link when the older one is used', async () => {
    // Prepare
    const email = 'ava@example.com';
    const older = await requestReset(email);
    const newer = await requestReset(email);

    // Act
    const used = await reset(older, 'first new password');
    const later = await reset(newer, 'second new password');

    // Assess
    expect(used.status).toBe(200);
    expect(later).toMatchObject({ status: 400, body: { message: AUTH_MESSAGES.resetInvalid } });
    expect((await client(app.url).post('/api/auth/signin', { email, password: 'first new password' })).status).toBe(200);
  });

  it('ends every outstanding link when the member signs in with the password', async () => {
    // Prepare
    const email = 'chloe@example.com';
    const link = await requestReset(email);

    // Act
    const signedIn = await client(app.url).post('/api/auth/signin', { email, password: DEMO_PASSWORD });
    const afterwards = await reset(link, 'taken over password');

    // Assess
    expect(signedIn.status).toBe(200);
    expect(afterwards.status).toBe(400);
  });
});

describe('forgot password and resend verification by timing', () => {
  const ROUNDS = 9;
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const timed = async (path: string, email: string) => {
    const started = performance.now();
    const reply = await client(app.url).post(path, { email });
    return { ms: performance.now() - started, status: reply.status, body: reply.body };
  };

  /** Real and unknown addresses alternate, so both see the same load on the machine. */
  async function compare(path: string, realAddress: (i: number) => string) {
    const real: Awaited<ReturnType<typeof timed>>[] = [];
    const unknown: Awaited<ReturnType<typeof timed>>[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      real.push(await timed(path, realAddress(i)));
      unknown.push(await timed(path, `nobody-${path.length}-${i}@example.com`));
    }
    return { real, unknown };
  }

  function expectAlike({ real, unknown }: Awaited<ReturnType<typeof compare>>) {
    for (const reply of [...real, ...unknown])
      expect({ status: reply.status, body: reply.body }).toEqual({ status: real[0]!.status, body: real[0]!.body });
    expect(real[0]).toMatchObject({ status: 200, body: { message: AUTH_MESSAGES.mailNeutral } });
    // The tolerance is measured in this run: a tenth of the slower median (plus timer granularity).
    const [realMs, unknownMs] = [median(real.map((r) => r.ms)), median(unknown.map((r) => r.ms))];
    expect(Math.abs(realMs - unknownMs), `real ${realMs} ms, unknown ${unknownMs} ms`).toBeLessThan(
      0.1 * Math.max(realMs, unknownMs) + 2,
    );
  }

  const members = Array.from({ length: ROUNDS }, (_, i) => `timing-${i}@example.com`);
  beforeAll(async () => {
    for (const email of members) {
      const reply = await client(app.url).post('/api/auth/signup', {
        email,
        password: 'timing password',
        firstName: 'Tim',
        lastName: 'Ing',
      });
      expect(reply.status).toBe(201);
    }
  }, 60_000);

  it('answers forgot-password for a real and an unknown address alike, in the same time', { timeout: 60_000 }, async () => {
    const result = await compare('/api/auth/forgot-password', (i) => members[i]!);
    expectAlike(result);
    expect(await mailTo(app.url, members[0]!)).toHaveLength(2);
  });

  it('answers resend-verification for a real and an unknown address alike, in the same time', { timeout: 60_000 }, async () => {
    const result = await compare('/api/auth/resend-verification', (i) => members[i]!);
    expectAlike(result);
    expect(await mailTo(app.url, members[0]!)).toHaveLength(3);
  });
});

describe('social sign-in with an email the provider has not verified', () => {
  /** The browser's hops through the local hosted-UI stand-in, with an account typed in by hand. */
  async function socialSignIn(provider: 'google' | 'github', account: { email: string; emailUnverified: boolean }) {
    const browser = client(app.url);
    const start = await browser.get(`/api/auth/${provider}`);
    const authorize = new URL(start.headers.get('location')!);
    const form = new URLSearchParams(authorize.searchParams);
    form.set('account', 'custom');
    form.set('email', account.email);
    form.set('firstName', 'Mallory');
    form.set('lastName', 'Taker');
    if (account.emailUnverified) form.set('emailUnverified', '1');
    const chosen = await fetch(authorize.origin + authorize.pathname, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    const callback = new URL(chosen.headers.get('location')!);
    const done = await browser.get(callback.pathname + callback.search);
    return { done, me: await browser.get('/api/auth/user') };
  }

  it.each(['google', 'github'] as const)('refuses to link an existing account by an unverified %s email', async (provider) => {
    // Act: someone registers Ava's address at the provider without proving they own it
    const { done, me } = await socialSignIn(provider, { email: 'ava@example.com', emailUnverified: true });

    // Assess
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/signin?error=social-unverified');
    expect(me.status).toBe(401);
  });

  it('refuses to create a member for an unverified email, and accepts the same address once verified', async () => {
    const refused = await socialSignIn('google', { email: 'new-social@example.com', emailUnverified: true });
    expect(refused.done.headers.get('location')).toBe('/signin?error=social-unverified');
    expect(refused.me.status).toBe(401);

    const accepted = await socialSignIn('google', { email: 'new-social@example.com', emailUnverified: false });
    expect(accepted.done.headers.get('location')).toBe('/');
    expect(accepted.me.body).toMatchObject({ email: 'new-social@example.com', emailVerified: true });
  });
});
