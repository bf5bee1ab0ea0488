/**
 * The local server's security headers: every HTML answer carries the site's
 * Content-Security-Policy (infra/security-headers.ts) with the storage front as the upload origin, and
 * nosniff, Referrer-Policy, Permissions-Policy; API answers stay `no-store`. `npm run dev` sends the same
 * policy, with the hash of Vite's inline preamble instead of allowing inline script.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalServer } from '../../infra/local/server';
import { contentSecurityPolicy, PERMISSIONS_POLICY, REFERRER_POLICY } from '../../infra/security-headers';
import { client, startApp } from './support/local-app';

let app: LocalServer;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.stop());

const get = (path: string) => fetch(`${app.url}${path}`);

describe('security headers of the local server', () => {
  // '/', a deep SPA path, the SPA's 404 screen, the server's own 404 page, and the local mailbox page.
  const pages = ['/', '/photo/01J0000000000000000000000/comments', '/no/such/page', '/%E0%A4%A', '/dev/mailbox'];

  it.each(pages)('%s is HTML with the Content-Security-Policy and the security headers', async (path) => {
    const response = await get(path);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toBe(
      contentSecurityPolicy({ uploadOrigin: new URL(app.objectStore.endpoint).origin }),
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe(REFERRER_POLICY);
    expect(response.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
  });

  it('the policy allows only our own scripts, no plugins, no framing and no foreign base or forms', async () => {
    const csp = (await get('/')).headers.get('content-security-policy')!;
    const directives = new Map(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('form-action')).toEqual(["'self'"]);
    expect(directives.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(directives.get('connect-src')).toEqual(["'self'", new URL(app.objectStore.endpoint).origin]);
  });

  it('index.html has no inline script for the policy to refuse (the built one is checked in Chromium by the e2e CSP test)', async () => {
    // The integration project runs before any web build in `npm test`, so it reads the page's source:
    // Vite only rewrites the src of its one module script.
    const html = await readFile(fileURLToPath(new URL('../../web/index.html', import.meta.url)), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\ssrc="\//);
      expect(body!.trim()).toBe('');
    }
  });

  it('API answers stay no-store, signed in or not, success or error', async () => {
    const ava = client(app.url);
    const answers = [
      await ava.get('/api/auth/user'),
      await ava.post('/api/auth/signin', { email: 'ava@example.com', password: 'snifty-demo-2026' }),
      await ava.get('/api/auth/user'),
      await ava.get('/api/photos'),
      await ava.get('/api/photos/no-such-photo'),
    ];
    expect(answers.map((a) => a.status)).toEqual([401, 200, 200, 200, 404]);
    for (const answer of answers) expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});

describe('security headers under npm run dev', () => {
  let dev: LocalServer;
  beforeAll(async () => {
    dev = await startApp({ dev: true, seed: false });
  }, 60_000);
  afterAll(() => dev?.stop());

  it("allows Vite's inline preamble by its hash, and no other inline script", async () => {
    const response = await fetch(`${dev.url}/`, { headers: { accept: 'text/html' } });
    const html = await response.text();
    const csp = response.headers.get('content-security-policy')!;
    const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline.length).toBeGreaterThan(0);
    const hashes = inline.map((code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`);
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src '))!;
    expect(scriptSrc).toBe(`script-src 'self' ${hashes.join(' ')}`);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });
});
