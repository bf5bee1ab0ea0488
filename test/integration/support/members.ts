/**
 * Members for integration tests, one way each: the demo's members signed in (each in a browser of their
 * own), and fresh verified members made the way a person signs up.
 */
import { addMember } from '../../../functions/data/tribes/tribe-membership';
import { ensureTypedTribes, typedTribeId } from '../../../functions/data/tribes/tribe';
import { DEMO_PASSWORD } from '../../../infra/local/seed';
import type { LocalServerOptions, LocalServer } from '../../../infra/local/server';
import { afterAll, beforeAll } from 'vitest';
import { client, linkToken, mailTo, startApp } from './local-app';

export type Client = ReturnType<typeof client>;

export type DemoIds = { ava: string; ben: string; chloe: string };

/** Signs the browser in as a demo member; their member id. */
export async function signIn(app: LocalServer, browser: Client, email: string): Promise<string> {
  const reply = await browser.post('/api/auth/signin', { email, password: DEMO_PASSWORD });
  if (reply.status !== 200) throw new Error(`sign-in of ${email} failed: ${reply.status}`);
  return reply.body.user.id as string;
}

/** Signs each demo member in, in the browser given for them; their member ids. */
async function signInDemoMembers(app: LocalServer, browsers: Record<keyof DemoIds, Client>): Promise<DemoIds> {
  return {
    ava: await signIn(app, browsers.ava, 'ava@example.com'),
    ben: await signIn(app, browsers.ben, 'ben@example.com'),
    chloe: await signIn(app, browsers.chloe, 'chloe@example.com'),
  };
}

/** What {@link useDemoMembers} gives a file: usable from its first hook on. */
export interface DemoMembers {
  app: LocalServer;
  ava: Client;
  ben: Client;
  chloe: Client;
  visitor: Client;
  ids: DemoIds;
}

/**
 * The file's local product with Ava, Ben and Chloé signed in and a visitor's browser, started before the
 * file's own hooks and tests and stopped after them. Call it at the top of the file; `app`, the clients and
 * `ids` stand for the started server and its members from the first hook on (the file's own `beforeAll`
 * runs after this one).
 */
export function useDemoMembers(options: LocalServerOptions = {}): DemoMembers {
  let started: LocalServer | undefined;
  const server = () => {
    if (!started) throw new Error('the demo members are used before useDemoMembers has started the app');
    return started;
  };
  const app: LocalServer = {
    get url() {
      return server().url;
    },
    get mailCatcher() {
      return server().mailCatcher;
    },
    get objectStore() {
      return server().objectStore;
    },
    get demo() {
      return server().demo;
    },
    get apiHostUrl() {
      return server().apiHostUrl;
    },
    stop: () => server().stop(),
  };
  const url = () => server().url;
  const ids = {} as DemoIds;
  const members = { app, ava: client(url), ben: client(url), chloe: client(url), visitor: client(url), ids };
  beforeAll(async () => {
    started = await startApp(options);
    Object.assign(ids, await signInDemoMembers(started, members));
  }, 60_000);
  afterAll(async () => {
    await started?.stop();
  });
  return members;
}

/** Ava's Family tribe with Ben in it (written as the tribes feature writes it); its id. */
export async function benInAvasFamily(ids: DemoIds): Promise<string> {
  await ensureTypedTribes(ids.ava);
  const family = typedTribeId(ids.ava, 'family');
  await addMember(family, ids.ben);
  return family;
}

/** The member's own tribe of a type (a typed tribe), as GET /api/tribes lists it. */
export const tribeOf = async (member: Client, type: string) =>
  ((await member.get('/api/tribes')).body as any[]).find((t) => t.type === type && t.role === 'owner');

/** The password fresh members sign up with. */
export const NEW_MEMBER_PASSWORD = 'correct horse';

const expectStatus = (reply: { status: number }, status: number, step: string) => {
  if (reply.status !== status) throw new Error(`${step}: ${reply.status}, expected ${status}`);
};

/** A fresh verified member with a session: sign up, follow the mailed link, sign in. */
export async function newMember(
  app: LocalServer,
  email: string,
  names: { firstName: string; lastName: string } = { firstName: 'New', lastName: 'Member' },
): Promise<{ browser: Client; id: string }> {
  const browser = client(app.url);
  expectStatus(await browser.post('/api/auth/signup', { email, password: NEW_MEMBER_PASSWORD, ...names }), 201, `sign-up of ${email}`);
  const [mail] = await mailTo(app.url, email);
  expectStatus(await browser.post('/api/auth/verify-email', { token: linkToken(mail!.text, '/verify-email') }), 200, 'verification');
  const signedIn = await browser.post('/api/auth/signin', { email, password: NEW_MEMBER_PASSWORD });
  expectStatus(signedIn, 200, `sign-in of ${email}`);
  return { browser, id: signedIn.body.user.id as string };
}
