/**
 * Settings shows which sessions exist. GET /api/auth/sessions lists the member's own
 * signed-in browsers (device from the User-Agent, created, last seen, which one is asking) and never a
 * cookie; one can be signed out by its id, or every other one at once. Another member's session id,
 * a made-up one and hostile ids answer 404; 40 parallel sign-outs of one session are all normal answers.
 */
import { describe, expect, it } from 'vitest';
import { SESSION_MESSAGES } from '../../shared/messages/session';
import { client } from './support/local-app';
import { newMember, NEW_MEMBER_PASSWORD, useDemoMembers, type Client } from './support/members';

const { app, ben, visitor } = useDemoMembers();

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Another browser of the member, signed in with its own User-Agent. */
async function browserOf(email: string, userAgent?: string): Promise<Client> {
  const browser = client(app.url);
  const reply = await browser.post(
    '/api/auth/signin',
    { email, password: NEW_MEMBER_PASSWORD },
    userAgent ? { 'user-agent': userAgent } : {},
  );
  expect(reply.status).toBe(200);
  return browser;
}

type Listed = { id: string; device: string; createdAt: string; lastSeen: string; expiresAt: string; current: boolean };
const sessionsSeenBy = async (browser: Client) => (await browser.get('/api/auth/sessions')).body as Listed[];
const cookieOf = (browser: Client) => [...browser.jar.values()][0]!;

describe('GET /api/auth/sessions', () => {
  it("lists the member's own browsers with device, dates and which one is asking, never a cookie", async () => {
    // Prepare
    const email = 'sessions.list@example.com';
    await newMember(app, email);
    const laptop = await browserOf(email, FIREFOX_LINUX);
    const phone = await browserOf(email, SAFARI_IPHONE);

    // Act
    const reply = await laptop.get('/api/auth/sessions');

    // Assess
    expect(reply.status).toBe(200);
    const listed = reply.body as Listed[];
    expect(listed).toHaveLength(3);
    expect(listed[0]).toMatchObject({ device: 'Firefox on Linux', current: true });
    expect(listed.filter((s) => s.current)).toHaveLength(1);
    expect(listed.map((s) => s.device)).toContain('Safari on iPhone');
    for (const session of listed) {
      expect(session.id).toMatch(/^[0-9a-f]{32}$/);
      expect(Date.parse(session.expiresAt)).toBeGreaterThan(Date.parse(session.createdAt));
      expect(Date.parse(session.lastSeen)).toBeGreaterThanOrEqual(Date.parse(session.createdAt));
    }
    const text = JSON.stringify(listed);
    for (const browser of [laptop, phone]) expect(text).not.toContain(cookieOf(browser));
    // Each browser sees itself as the current one; Ben sees only his own.
    expect((await sessionsSeenBy(phone))[0]).toMatchObject({ device: 'Safari on iPhone', current: true });
    const bens = await sessionsSeenBy(ben);
    expect(bens.some((s) => listed.some((mine) => mine.id === s.id))).toBe(false);
    expect((await visitor.get('/api/auth/sessions')).status).toBe(401);
  });
});

describe('DELETE /api/auth/sessions/{id}', () => {
  it('signs that browser out; another member, a made-up id and hostile ids get 404 and end nothing', async () => {
    // Prepare
    const email = 'sessions.end@example.com';
    const { browser: laptop } = await newMember(app, email);
    const phone = await browserOf(email, SAFARI_IPHONE);
    const phoneId = (await sessionsSeenBy(phone)).find((s) => s.current)!.id;

    // Act + Assess: Ben cannot end her session, nor can hostile ids.
    expect(await ben.delete(`/api/auth/sessions/${phoneId}`)).toMatchObject({
      status: 404,
      body: { message: SESSION_MESSAGES.notFound },
    });
    const hostile = [
      '0'.repeat(32),
      phoneId.toUpperCase(),
      `${phoneId}00`,
      phoneId.slice(0, 8),
      '..%2F..%2Fuser',
      'a'.repeat(600),
      '%00',
      "' OR 1=1",
    ];
    for (const id of hostile) {
      const reply = await laptop.delete(`/api/auth/sessions/${encodeURIComponent(id)}`);
      expect(reply.status, id).toBe(404);
      expect(reply.body, id).toHaveProperty('message');
    }
    expect((await phone.get('/api/auth/user')).status).toBe(200);

    // The member's own laptop signs the phone out: 40 parallel clicks are all normal answers.
    const answers = await Promise.all(Array.from({ length: 40 }, () => laptop.delete(`/api/auth/sessions/${phoneId}`)));
    expect(answers.filter((a) => a.status !== 204 && a.status !== 404)).toEqual([]);
    expect(answers.some((a) => a.status === 204)).toBe(true);
    expect((await phone.get('/api/auth/user')).status).toBe(401);
    expect((await laptop.get('/api/auth/user')).status).toBe(200);
    expect((await sessionsSeenBy(laptop)).map((s) => s.id)).not.toContain(phoneId);
  });

  it('naming its own session signs this browser out and clears its cookie', async () => {
    const { browser } = await newMember(app, 'sessions.self@example.com');
    const own = (await sessionsSeenBy(browser)).find((s) => s.current)!.id;
    const reply = await browser.delete(`/api/auth/sessions/${own}`);
    expect(reply.status).toBe(204);
    expect(reply.cookies.join(';')).toMatch(/Max-Age=0/i);
    expect((await browser.get('/api/auth/user')).status).toBe(401);
  });
});

describe('DELETE /api/auth/sessions', () => {
  it('signs out every other browser of the member and keeps this one and other members', async () => {
    const email = 'sessions.others@example.com';
    const { browser: laptop } = await newMember(app, email);
    const others = [await browserOf(email, SAFARI_IPHONE), await browserOf(email, FIREFOX_LINUX)];

    const reply = await laptop.delete('/api/auth/sessions');

    expect(reply).toMatchObject({ status: 200, body: { ended: 2 } });
    for (const other of others) expect((await other.get('/api/auth/user')).status).toBe(401);
    expect((await laptop.get('/api/auth/user')).status).toBe(200);
    expect(await sessionsSeenBy(laptop)).toHaveLength(1);
    expect((await ben.get('/api/auth/user')).status).toBe(200);
    expect((await visitor.delete('/api/auth/sessions')).status).toBe(401);
  });
});
