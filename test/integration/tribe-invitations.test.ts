/**
 * Tribe invitations under attack: invitations accepted by someone else, accepted 40 times at once,
 * malformed ids, one notification per tribe per invitee, and every cap hit exactly at the cap under
 * parallel requests (custom tribes per member, members and invitations per tribe, invitations per day).
 */
import { describe, expect, it } from 'vitest';
import { MAX_CUSTOM_TRIBES, MAX_TRIBE_SEATS, TRIBE_INVITES_PER_DAY } from '../../shared/constants';
import { addInvite } from '../../functions/data/tribes/tribe-invitation';
import { newMember, tribeOf, useDemoMembers } from './support/members';

const { app, ava, ben, chloe, ids } = useDemoMembers();

const statuses = (replies: { status: number }[]) =>
  replies.reduce<Record<number, number>>((counts, r) => ({ ...counts, [r.status]: (counts[r.status] ?? 0) + 1 }), {});

describe('who may answer an invitation', () => {
  it("refuses someone else's invitation: another member cannot accept or decline it, and it stays", async () => {
    const bffs = await tribeOf(ava, 'bffs');
    await ava.post(`/api/tribes/${bffs.id}/members`, { memberId: 'ben@example.com' });
    expect(await chloe.post(`/api/tribes/${bffs.id}/accept`)).toMatchObject({
      status: 404,
      body: { message: 'Invitation not found' },
    });
    expect((await chloe.post(`/api/tribes/${bffs.id}/decline`)).status).toBe(404);
    // The owner cannot accept on the invitee's behalf either.
    expect((await ava.post(`/api/tribes/${bffs.id}/accept`)).status).toBe(404);
    expect(((await chloe.get('/api/tribes')).body as any[]).some((t) => t.id === bffs.id)).toBe(false);
    expect(((await ben.get('/api/tribes/invitations')).body as any[]).map((i) => i.tribeId)).toContain(bffs.id);
  });

  it('turns 40 parallel accepts into exactly one membership', async () => {
    const bffs = await tribeOf(ava, 'bffs');
    const replies = await Promise.all(Array.from({ length: 40 }, () => ben.post(`/api/tribes/${bffs.id}/accept`)));
    expect(statuses(replies)).toEqual({ 200: 1, 404: 39 });
    const owners = ((await ava.get('/api/tribes')).body as any[]).find((t) => t.id === bffs.id);
    expect(owners).toMatchObject({ memberCount: 1, members: [ids.ben] });
    expect(owners.memberDetails.filter((m: any) => m.pending)).toEqual([]);
  });

  it('declines: the invitation is gone for both sides, and a second decline is a 404', async () => {
    const outer = await tribeOf(ava, 'outer_circle');
    await ava.post(`/api/tribes/${outer.id}/members`, { memberId: 'chloe@example.com' });
    expect((await chloe.post(`/api/tribes/${outer.id}/decline`)).status).toBe(204);
    expect((await chloe.post(`/api/tribes/${outer.id}/decline`)).status).toBe(404);
    expect((await chloe.post(`/api/tribes/${outer.id}/accept`)).status).toBe(404);
    expect(((await chloe.get('/api/tribes/invitations')).body as any[]).some((i) => i.tribeId === outer.id)).toBe(false);
    const owners = ((await ava.get('/api/tribes')).body as any[]).find((t) => t.id === outer.id);
    expect(owners.memberDetails.some((m: any) => m.memberId === 'chloe@example.com')).toBe(false);
  });

  it('answers 404 for malformed, overlong and unknown tribe ids and invitation addresses', async () => {
    const family = await tribeOf(ava, 'family');
    for (const id of ['nope', '%E0%A4%A', 'x'.repeat(3000), '01HZZZZZZZZZZZZZZZZZZZZZZZ', `${ids.ava}-nothing`, '..%2F..%2Fetc']) {
      expect((await ben.post(`/api/tribes/${id}/accept`)).status, id.slice(0, 20)).toBe(404);
      expect((await ben.post(`/api/tribes/${id}/decline`)).status, id.slice(0, 20)).toBe(404);
    }
    for (const address of ['%E0%A4%A', 'a@b@c', `${'x'.repeat(300)}@example.com`, 'never-invited@example.com']) {
      expect((await ava.request('DELETE', `/api/tribes/${family.id}/members/${address}`)).status, address.slice(0, 20)).toBe(404);
    }
    expect((await ava.get('/api/tribes/invitations?cursor=garbage')).status).toBe(400);
  });
});

describe('notifications', () => {
  it('notifies an invitee once per tribe, however often they are invited again', async () => {
    const colleagues = await tribeOf(ava, 'colleagues');
    const invites = () => ava.post(`/api/tribes/${colleagues.id}/members`, { memberId: 'ben@example.com' });
    expect((await invites()).status).toBe(201);
    expect((await ava.request('DELETE', `/api/tribes/${colleagues.id}/members/ben@example.com`)).status).toBe(204);
    expect((await invites()).status).toBe(201);
    const bell = ((await ben.get('/api/notifications?limit=100')).body as any[]).filter(
      (n) => n.type === 'tribe_invite' && n.tribeId === colleagues.id,
    );
    expect(bell).toHaveLength(1);
  });
});

describe('caps, hit exactly under parallel requests', () => {
  it(`lets a member own ${MAX_CUSTOM_TRIBES} custom tribes, not one more`, async () => {
    const { browser: as } = await newMember(app, 'tribe-maker@example.com');
    const replies = await Promise.all(
      Array.from({ length: MAX_CUSTOM_TRIBES + 5 }, (_, i) => as.post('/api/tribes', { name: `T${i}` })),
    );
    expect(statuses(replies)).toEqual({ 201: MAX_CUSTOM_TRIBES, 400: 5 });
    expect(replies.find((r) => r.status === 400)!.body.message).toBe(
      'You can have at most 20 custom tribes. Delete one to create another.',
    );
    const custom = ((await as.get('/api/tribes')).body as any[]).filter((t) => t.type === 'custom');
    expect(custom).toHaveLength(MAX_CUSTOM_TRIBES);
    // Deleting one frees its place.
    expect((await as.request('DELETE', `/api/tribes/${custom[0].id}`)).status).toBe(204);
    expect((await as.post('/api/tribes', { name: 'Again' })).status).toBe(201);
  });

  it(`fills a tribe to ${MAX_TRIBE_SEATS} members and invitations together, not one more`, async () => {
    const { browser: as, id } = await newMember(app, 'tribe-filler@example.com');
    const family = await tribeOf(as, 'family');
    // All but 5 seats taken (the day's invitation allowance would stop a member first, so fill them directly).
    for (let i = 0; i < MAX_TRIBE_SEATS - 5; i += 1) await addInvite(family.id, `seat-${i}@example.com`, id);
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, i) => as.post(`/api/tribes/${family.id}/members`, { memberId: `late-${i}@example.com` })),
    );
    expect(statuses(replies)).toEqual({ 201: 5, 400: 7 });
    expect(replies.find((r) => r.status === 400)!.body.message).toBe('A tribe can have at most 200 members and invitations together.');
    // Withdrawing one frees its seat.
    expect((await as.request('DELETE', `/api/tribes/${family.id}/members/seat-0@example.com`)).status).toBe(204);
    expect((await as.post(`/api/tribes/${family.id}/members`, { memberId: 'last@example.com' })).status).toBe(201);
  }, 120_000);

  it(`lets a member send ${TRIBE_INVITES_PER_DAY} invitations a day, not one more`, async () => {
    const { browser: as } = await newMember(app, 'tribe-inviter@example.com');
    const family = await tribeOf(as, 'family');
    const replies = await Promise.all(
      Array.from({ length: TRIBE_INVITES_PER_DAY + 10 }, (_, i) =>
        as.post(`/api/tribes/${family.id}/members`, { memberId: `day-${i}@example.com` }),
      ),
    );
    expect(statuses(replies)).toEqual({ 201: TRIBE_INVITES_PER_DAY, 429: 10 });
    const refused = replies.find((r) => r.status === 429)!;
    expect(refused.body.message).toBe('You can send at most 50 tribe invitations a day. Please try again tomorrow.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const owners = ((await as.get('/api/tribes')).body as any[]).find((t) => t.id === family.id);
    expect(owners.memberDetails.filter((m: any) => m.pending)).toHaveLength(TRIBE_INVITES_PER_DAY);
  }, 120_000);
});
