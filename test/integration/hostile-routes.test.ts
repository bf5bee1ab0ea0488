/**
 * No hostile input gets a 5xx, on any route. A property-based test (fast-check) drives
 * every route of the route table (iterated, so routes added later are covered too) with hostile path
 * ids, queries and bodies, signed in and signed out, through the local runtime, and asserts every answer
 * is below 500. Then the cases the issue reproduced, by name.
 */
import { generateKeyPairSync } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_BODY_BYTES } from '../../shared/constants';
import { HTTP_MESSAGES } from '../../shared/messages/http';
import { routeKey, routes, type Route } from '../../functions/api/route-table';
import { resetGithubOidcConfig } from '../../functions/github-oidc/config';
import { currentSecretSource, useSecretSource } from '../../functions/kernel/secrets';
import { newId } from '../../functions/kernel/ids';
import type { LocalServer } from '../../infra/local/server';
import { client, startApp } from './support/local-app';
import { signIn } from './support/members';

let app: LocalServer;
let member: ReturnType<typeof client>;
let visitor: ReturnType<typeof client>;

beforeAll(async () => {
  // The GitHub OIDC wrapper configured, so its routes do their real work rather than answer 503.
  // Its secrets come through the secret loader, under ids its environment names, as in the cloud.
  Object.assign(process.env, {
    GITHUB_CLIENT_ID: 'hostile-test-client',
    GITHUB_CLIENT_SECRET_SECRET_ID: 'hostile/github-client-secret',
    GITHUB_OIDC_SIGNING_KEY_SECRET_ID: 'hostile/github-oidc-signing-key',
    GITHUB_OIDC_ALLOWED_REDIRECTS: 'https://auth.example.com/oauth2/idpresponse',
  });
  resetGithubOidcConfig();
  app = await startApp();
  const githubSecrets: Record<string, string> = {
    'hostile/github-client-secret': 'hostile-test-secret',
    'hostile/github-oidc-signing-key': generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString(),
  };
  const localSource = currentSecretSource();
  useSecretSource(async (id) => githubSecrets[id] ?? localSource(id));
  member = client(app.url);
  visitor = client(app.url);
  await signIn(app, member, 'ava@example.com');
}, 60_000);
afterAll(async () => {
  await app.stop();
  for (const name of [
    'GITHUB_CLIENT_ID',
    'GITHUB_CLIENT_SECRET_SECRET_ID',
    'GITHUB_OIDC_SIGNING_KEY_SECRET_ID',
    'GITHUB_OIDC_ALLOWED_REDIRECTS',
  ])
    delete process.env[name];
  resetGithubOidcConfig();
});

/** Path ids an attacker tries: too long, malformed percent-encoding, traversal, control characters, near-ULIDs. */
const hostileId = fc.oneof(
  fc.constantFrom(
    'A'.repeat(3000),
    '%E0%A4%A',
    '%',
    '%ZZ',
    '%00',
    '..',
    '%2e%2e%2fetc%2fpasswd',
    '%2F',
    "' OR 1=1 --",
    'PHOTO%23x',
    '0'.repeat(26),
    'ZZZZZZZZZZZZZZZZZZZZZZZZZZ-family',
  ),
  fc.string({ maxLength: 300 }).map(encodeURIComponent),
  fc.string({ minLength: 1, maxLength: 40 }).map((s) => s.replace(/[/?#]/g, '')),
  fc.constant(null).map(() => newId()),
);

const hostileQuery = fc.dictionary(
  fc.oneof(fc.constantFrom('cursor', 'limit', 'tab', 'q', 'page', 'redirect_uri', 'state', 'code'), fc.string({ maxLength: 10 })),
  fc.oneof(fc.string({ maxLength: 200 }), fc.constantFrom('-1', '1e309', 'NaN', '%E0%A4%A', 'A'.repeat(5000), 'eyJ4Ijp7fX0')),
  { maxKeys: 4 },
);

/** A body as sent: JSON of any shape, text that is not JSON, or more than the cap. */
const hostileBody = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
  fc.object({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 500 }),
  fc.constantFrom('{', '{"files":[{"name":1}]}', '{"__proto__":{"admin":true}}', `{"x":"${'y'.repeat(MAX_JSON_BODY_BYTES)}"}`),
);

const request = fc.record({
  signedIn: fc.boolean(),
  ids: fc.array(hostileId, { minLength: 3, maxLength: 3 }),
  query: hostileQuery,
  body: fc.option(hostileBody, { nil: undefined }),
  contentType: fc.constantFrom(
    'application/json',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
  ),
});

function pathOf(route: Route, ids: string[]): string {
  let n = 0;
  return route.path.replace(/\{[^}]+\}/g, () => ids[n++ % ids.length]!);
}

describe('every route of the route table under hostile input', () => {
  for (const route of routes) {
    it(`${routeKey(route)} never answers 5xx`, async () => {
      await fc.assert(
        fc.asyncProperty(request, async (input) => {
          const browser = input.signedIn ? member : visitor;
          const search = new URLSearchParams(input.query).toString();
          const path = `${pathOf(route, input.ids)}${search ? `?${search}` : ''}`;
          const body = route.method === 'GET' ? undefined : (input.body ?? '');
          const reply = await browser.request(
            route.method,
            path,
            body,
            body === undefined ? {} : { 'content-type': input.contentType },
          );
          // Signing out ends the member's session: sign in again for the next run.
          if (input.signedIn && !member.jar.size) await signIn(app, member, 'ava@example.com');
          if (reply.status >= 500)
            throw new Error(`${route.method} ${path.slice(0, 200)} answered ${reply.status} ${JSON.stringify(reply.body)}`);
        }),
        { numRuns: 12 },
      );
    });
  }
});

describe('the reproduced cases', () => {
  it('answers 404 for an id of 3000 characters on the photo, comments and tribe photo paths', async () => {
    const long = 'A'.repeat(3000);
    const paths = [`/api/photos/${long}`, `/api/photos/${long}/comments`, `/api/tribes/${long}/photos`];
    expect(await Promise.all(paths.map(async (p) => (await member.get(p)).status))).toEqual([404, 404, 404]);
  });

  it('answers 404 for a malformed percent-encoding in an API id and in an SPA path', async () => {
    expect((await member.get('/api/photos/%E0%A4%A')).status).toBe(404);
    expect((await member.get('/api/users/%E0%A4%A/profile')).status).toBe(404);
    expect((await fetch(`${app.url}/%E0%A4%A`)).status).toBe(404);
  });

  it('refuses a JSON body over 64 KB with 413 and a message, before parsing it', async () => {
    const reply = await member.post('/api/tribes', { name: 'x'.repeat(MAX_JSON_BODY_BYTES) });
    expect(reply).toMatchObject({ status: 413, body: { message: HTTP_MESSAGES.bodyTooLarge } });
  });
});
