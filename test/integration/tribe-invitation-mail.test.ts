/**
 * Adding an address to a tribe mails an invitation (the inviter's name, the tribe, accept
 * and decline links), to addresses with and without an account alike, escaped, one mail however often the
 * add is sent at once; nobody but the owner can make it go; answering it marks its notification read.
 */
import { describe, expect, it } from 'vitest';
import { newMember, tribeOf, useDemoMembers } from './support/members';

const { app, ava, ben, chloe, ids } = useDemoMembers();

interface CaughtMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}
const mailsTo = async (to: string): Promise<CaughtMail[]> =>
  ((await (await fetch(`${app.url}/dev/mailbox.json`)).json()) as CaughtMail[]).filter((m) => m.to === to);

const unread = async (member: typeof ben) => (await member.get('/api/notifications/unread-count')).body.count as number;

describe('the invitation mail', () => {
  it('goes to an address with no account: who invites, the tribe, accept and decline links, never the owner’s address', async () => {
    const bffs = await tribeOf(ava, 'bffs');
    const reply = await ava.post(`/api/tribes/${bffs.id}/members`, { memberId: 'Newcomer@Example.com' });
    expect(reply.status).toBe(201);
    const [mail, ...more] = await mailsTo('newcomer@example.com');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Ava Martin invited you to ${bffs.name}`);
    expect(mail!.text).toContain(`Ava Martin invited you to join their tribe ${bffs.name}`);
    expect(mail!.text).toContain(`${app.url}/invitations/${bffs.id}?answer=accept`);
    expect(mail!.text).toContain(`${app.url}/invitations/${bffs.id}?answer=decline`);
    expect(mail!.html).toContain(`href="${app.url}/invitations/${bffs.id}?answer=accept"`);
    expect(mail!.html).toContain(`href="${app.url}/invitations/${bffs.id}?answer=decline"`);
    expect(`${mail!.text}${mail!.html}`).not.toContain('ava@example.com');
  });

  it('goes to a member too, beside the bell', async () => {
    const outer = await tribeOf(ava, 'outer_circle');
    expect((await ava.post(`/api/tribes/${outer.id}/members`, { memberId: 'chloe@example.com' })).status).toBe(201);
    expect((await mailsTo('chloe@example.com')).filter((m) => m.text.includes(`/invitations/${outer.id}?`))).toHaveLength(1);
  });

  it("escapes the inviter's and a hostile tribe's name in the HTML, and keeps the subject on one line", async () => {
    const { browser: mallory } = await newMember(app, 'mallory@example.com', { firstName: 'Zoë', lastName: "O'Neil" });
    const created = await mallory.post('/api/tribes', { name: '<script>alert("t")</script>' });
    expect(created.status).toBe(201);
    expect((await mallory.post(`/api/tribes/${created.body.id}/members`, { memberId: 'target@example.com' })).status).toBe(201);
    const [mail] = await mailsTo('target@example.com');
    expect(mail!.html).not.toMatch(/<script>|O'Neil/);
    // Names keep to letters (docs/decisions/names.md), so the inviter's can carry only an apostrophe.
    expect(mail!.html).toContain('Zoë O&#39;Neil invited you');
    expect(mail!.html).toContain('&lt;script&gt;alert(&quot;t&quot;)&lt;/script&gt;');
    expect(mail!.subject).not.toMatch(/[\r\n]/);
  });

  it('cannot be sent by someone who does not own the tribe: no invitation, no mail', async () => {
    const family = await tribeOf(ava, 'family');
    const replies = await Promise.all([
      ben.post(`/api/tribes/${family.id}/members`, { memberId: 'victim@example.com' }),
      chloe.post(`/api/tribes/${family.id}/members`, { memberId: 'victim@example.com' }),
    ]);
    for (const reply of replies) expect([403, 404]).toContain(reply.status);
    expect(await mailsTo('victim@example.com')).toEqual([]);
  });

  it('refuses hostile addresses with a message and mails nobody', async () => {
    const family = await tribeOf(ava, 'family');
    for (const memberId of ['a@b.co\r\nBcc: victim@example.com', 'not-an-address', `${'x'.repeat(300)}@example.com`, { $ne: null }]) {
      const reply = await ava.post(`/api/tribes/${family.id}/members`, { memberId });
      expect(reply.status).toBe(400);
      expect(typeof reply.body.message).toBe('string');
    }
    expect(await mailsTo('victim@example.com')).toEqual([]);
  });

  it('40 parallel invitations of one address make one invitation and send one mail', async () => {
    const friends = await tribeOf(ava, 'colleagues');
    const replies = await Promise.all(
      Array.from({ length: 40 }, () => ava.post(`/api/tribes/${friends.id}/members`, { memberId: 'once@example.com' })),
    );
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 201 && s !== 409 && s !== 429)).toEqual([]);
    expect(await mailsTo('once@example.com')).toHaveLength(1);
    // The owner's list shows the address as invited until it answers.
    const owners = ((await ava.get('/api/tribes')).body as any[]).find((t) => t.id === friends.id);
    expect(owners.memberDetails.filter((m: any) => m.memberId === 'once@example.com')).toEqual([
      expect.objectContaining({ pending: true, email: 'once@example.com' }),
    ]);
  });
});

describe('answering an invitation', () => {
  it('accepting marks its notification read and lowers the unread count at once', async () => {
    const bffs = await tribeOf(ava, 'bffs');
    const before = await unread(ben);
    expect((await ava.post(`/api/tribes/${bffs.id}/members`, { memberId: 'ben@example.com' })).status).toBe(201);
    expect(await unread(ben)).toBe(before + 1);
    expect((await ben.post(`/api/tribes/${bffs.id}/accept`)).status).toBe(200);
    expect(await unread(ben)).toBe(before);
    const notice = ((await ben.get('/api/notifications')).body as any[]).find(
      (n) => n.type === 'tribe_invite' && n.tribeId === bffs.id,
    );
    expect(notice).toMatchObject({ isRead: true });
  });

  it('declining does the same', async () => {
    const friends = await tribeOf(ava, 'colleagues');
    const before = await unread(chloe);
    expect((await ava.post(`/api/tribes/${friends.id}/members`, { memberId: 'chloe@example.com' })).status).toBe(201);
    expect(await unread(chloe)).toBe(before + 1);
    expect((await chloe.post(`/api/tribes/${friends.id}/decline`)).status).toBe(204);
    expect(await unread(chloe)).toBe(before);
  });

  it('an address that signs up after the mail finds the invitation once verified, and joins by accepting', async () => {
    const family = await tribeOf(ava, 'family');
    expect((await ava.post(`/api/tribes/${family.id}/members`, { memberId: 'later@example.com' })).status).toBe(201);
    const { browser: later, id } = await newMember(app, 'later@example.com');
    expect(((await later.get('/api/tribes/invitations')).body as any[]).map((i) => i.tribeId)).toContain(family.id);
    expect((await later.post(`/api/tribes/${family.id}/accept`)).status).toBe(200);
    const owners = ((await ava.get('/api/tribes')).body as any[]).find((t) => t.id === family.id);
    expect(owners.members).toContain(id);
    expect(owners.memberDetails.some((m: any) => m.memberId === 'later@example.com')).toBe(false);
    expect(ids.ava).toBe(owners.ownerId);
  });
});
