/**
 * Members for integration tests, one way each: the demo's members signed in (each in a browser of their
 * own), and fresh verified members made the way a person signs up.
 */
import { addMember, ensureTypedTribes, typedTribeId } from '../../../functions/data/tribes';
import { DEMO_PASSWORD } from '../../../infra/local/seed';
import type { LocalServerOptions, LocalServer } from '../../../infra/local/server';
import { client, linkToken, mailTo, startApp } from './local-app';

export type Client = ReturnType<typeof client>;

export type DemoIds = { ava: string; ben: string; chloe: string };

/** Signs the browser in as a demo member; their member id. */
export async function signIn(app: LocalServer, browser: Client, email: string): Promise<string> {
  const reply = await browser.post('/api/auth/signin', { email, password: DEMO_PASSWORD });
  if (reply.status !== 200) throw new Error(`sign-in of ${email} failed: ${reply.status}`);
  return reply.body.user.id as string;
}

/**
 * The local product started, with Ava, Ben and Chloé signed in and a visitor's browser that is not:
 * assign it to the file's variables in its beforeAll.
 */
export async function startWithDemoMembers(
  options: LocalServerOptions = {},
): Promise<{ app: LocalServer; ava: Client; ben: Client; chloe: Client; visitor: Client; ids: DemoIds }> {
  const app = await startApp(options);
  const [ava, ben, chloe, visitor] = [client(app.url), client(app.url), client(app.url), client(app.url)];
  const ids = {
    ava: await signIn(app, ava, 'ava@example.com'),
    ben: await signIn(app, ben, 'ben@example.com'),
    chloe: await signIn(app, chloe, 'chloe@example.com'),
  };
  return { app, ava, ben, chloe, visitor, ids };
}

/** Ava's Family tribe with Ben in it (written as the tribes feature writes it); its id. */
export async function benInAvasFamily(ids: DemoIds): Promise<string> {
  await ensureTypedTribes(ids.ava);
  const family = typedTribeId(ids.ava, 'family');
  await addMember(family, ids.ben);
  return family;
}

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
