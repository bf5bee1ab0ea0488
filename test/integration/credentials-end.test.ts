/**
 * Recovering an account ends every credential. A password reset ends the member's API
 * keys with their sessions; a password change ends them unless the member unticks the box (endApiKeys:
 * false). Another member's keys are never touched, and a hostile body is a 400.
 */
import { expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../shared/messages/account';
import { client, linkToken, mailTo, type Reply } from './support/local-app';
import { newMember, NEW_MEMBER_PASSWORD, useDemoMembers, type Client } from './support/members';

const { app, ben } = useDemoMembers();

/** A phone's call with only its key. */
async function phoneStatus(apiKey: string): Promise<number> {
  const response = await fetch(`${app.url}/api/mobile/status`, { headers: { 'x-api-key': apiKey } });
  await response.text();
  return response.status;
}

async function generate(browser: Client, name: string): Promise<string> {
  const reply: Reply = await browser.post('/api/mobile/generate-key', { name, platform: 'android' });
  expect(reply.status).toBe(201);
  return reply.body.apiKey as string;
}

const activeKeys = async (browser: Client) =>
  ((await browser.get('/api/mobile/keys')).body.apiKeys as { isActive: boolean }[]).filter((k) => k.isActive).length;

it('a password reset ends every API key of the member, and only theirs', async () => {
  // Prepare: Rosa with two keys that work; Ben with one.
  const email = 'reset.keys@example.com';
  const { browser } = await newMember(app, email);
  const keys = [await generate(browser, 'Phone'), await generate(browser, 'Tablet')];
  const bensKey = await generate(ben, 'Ben phone');
  for (const key of [...keys, bensKey]) expect(await phoneStatus(key)).toBe(200);

  // Act: forgot-password, then the mailed link.
  expect((await browser.post('/api/auth/forgot-password', { email })).status).toBe(200);
  const token = linkToken((await mailTo(app.url, email))[0]!.text, '/reset-password');
  const reset = await browser.post('/api/auth/reset-password', { password: 'a new start 1', confirmPassword: 'a new start 1', token });

  // Assess: her keys are refused from now on and listed as inactive; Ben's still works.
  expect(reset.status).toBe(200);
  for (const key of keys) expect(await phoneStatus(key)).toBe(403);
  expect(await phoneStatus(bensKey)).toBe(200);
  const again = await newSession(email, 'a new start 1');
  expect(await activeKeys(again)).toBe(0);
});

it('a password change ends the API keys by default, keeps them when asked, and refuses a hostile body', async () => {
  const email = 'change.keys@example.com';
  const { browser } = await newMember(app, email);
  const first = await generate(browser, 'Phone');

  // Hostile bodies: a non-boolean choice is a 400 with its message, and changes nothing.
  for (const endApiKeys of ['no', 0, null, { $ne: 1 }]) {
    expect(
      await browser.post('/api/auth/change-password', {
        currentPassword: NEW_MEMBER_PASSWORD,
        newPassword: 'second pass 2',
        endApiKeys,
      }),
    ).toMatchObject({ status: 400, body: { message: ACCOUNT_MESSAGES.endApiKeysInvalid } });
  }
  expect(await phoneStatus(first)).toBe(200);

  // Unticked: the key keeps working.
  const kept = await browser.post('/api/auth/change-password', {
    currentPassword: NEW_MEMBER_PASSWORD,
    newPassword: 'second pass 2',
    endApiKeys: false,
  });
  expect(kept.status).toBe(204);
  expect(await phoneStatus(first)).toBe(200);

  // Default (no field): every key ends, and this session stays.
  const second = await generate(browser, 'Tablet');
  expect(
    (await browser.post('/api/auth/change-password', { currentPassword: 'second pass 2', newPassword: 'third pass 3' })).status,
  ).toBe(204);
  expect(await phoneStatus(first)).toBe(403);
  expect(await phoneStatus(second)).toBe(403);
  expect(await activeKeys(browser)).toBe(0);
  expect((await browser.get('/api/auth/user')).status).toBe(200);

  // Another member's change never ends Rosa's new key.
  const third = await generate(browser, 'Watch');
  const other = await newMember(app, 'someone.else@example.com');
  expect(
    (await other.browser.post('/api/auth/change-password', { currentPassword: NEW_MEMBER_PASSWORD, newPassword: 'other pass 4' }))
      .status,
  ).toBe(204);
  expect(await phoneStatus(third)).toBe(200);
});

async function newSession(email: string, password: string): Promise<Client> {
  const browser = client(app.url);
  expect((await browser.post('/api/auth/signin', { email, password })).status).toBe(200);
  return browser;
}
