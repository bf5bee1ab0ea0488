/**
 * Tribes end to end: the five typed tribes on first use, members by invitation (to addresses with and
 * without an account, accepted, declined, withdrawn), the tribe feed, and the 'tribes' visibility for
 * every role on every read path.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TRIBE_TYPES } from '../../shared/enums';
import { idsOf, client, linkToken, mailTo } from './support/local-app';
import { jpegWithGps, uploadViaStorage } from './support/photos';
import { tribeOf, signIn, useDemoMembers, type Client } from './support/members';

const { app, ava, ben, chloe, visitor, ids } = useDemoMembers();

describe('typed tribes', () => {
  it('creates the five typed tribes once, even for concurrent first requests', async () => {
    const fresh = client(app.url);
    await signIn(app, fresh, 'chloe@example.com');
    const replies = await Promise.all(Array.from({ length: 5 }, () => fresh.get('/api/tribes')));
    for (const reply of replies) expect(reply.status).toBe(200);
    const tribes = (await fresh.get('/api/tribes')).body as any[];
    expect(tribes.filter((t) => t.role === 'owner').map((t) => t.type)).toEqual([...DEFAULT_TRIBE_TYPES]);
    expect(tribes[0]).toMatchObject({
      name: 'Family',
      memberCount: 0,
      photoCount: 0,
      members: [],
      settings: { allowLikes: true, allowComments: true, reactionType: 'hearts', tonePreference: 'warm' },
    });
  });

  it('lets a member create, rename and delete a custom tribe, but not delete a typed one', async () => {
    const made = await ava.post('/api/tribes', { name: '  Climbing crew ' });
    expect(made).toMatchObject({ status: 201, body: { name: 'Climbing crew', type: 'custom', role: 'owner' } });
    const renamed = await ava.request('PATCH', `/api/tribes/${made.body.id}`, { name: 'Crag crew' });
    expect(renamed.body.name).toBe('Crag crew');
    expect((await ben.request('PATCH', `/api/tribes/${made.body.id}`, { name: 'x' })).status).toBe(404);
    expect((await ava.post('/api/tribes', { name: ' ' })).body.message).toBe('Tribe name is required');
    const family = await tribeOf(ava, 'family');
    expect((await ava.request('DELETE', `/api/tribes/${family.id}`)).body.message).toBe('The five built-in tribes cannot be deleted');
    expect((await ava.request('DELETE', `/api/tribes/${made.body.id}`)).status).toBe(204);
    expect(((await ava.get('/api/tribes')).body as any[]).some((t) => t.id === made.body.id)).toBe(false);
  });
});

describe('members and the tribe feed', () => {
  let family: any;
  let familyPhoto: string;
  let publicPhoto: string;

  beforeAll(async () => {
    family = await tribeOf(ava, 'family');
    [familyPhoto] = (await uploadViaStorage(app, ava, [{ name: 'family.jpg', bytes: await jpegWithGps({ from: '#ffcc99' }) }], {
      visibility: 'tribes',
      allowedTribes: [family.id],
    })) as [string];
    [publicPhoto] = (await uploadViaStorage(app, ava, [{ name: 'pub.jpg', bytes: await jpegWithGps() }], {
      visibility: 'public',
    })) as [string];
  }, 60_000);

  it('invites an existing member without revealing the account; they join only by accepting, and are told once', async () => {
    const invited = await ava.post(`/api/tribes/${family.id}/members`, { memberId: ' Ben@Example.com ' });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({ memberCount: 0, members: [], invitation: { email: 'ben@example.com', status: 'Invited' } });
    expect(invited.body.memberDetails).toEqual([
      { firstName: null, lastName: null, email: 'ben@example.com', profileImageUrl: null, memberId: 'ben@example.com', pending: true },
    ]);
    expect(JSON.stringify(invited.body)).not.toContain(ids.ben);
    expect(JSON.stringify(invited.body)).not.toContain('Okafor');
    // Not a member until accepted: no tribe photos, no tribe in the list.
    expect((await ben.get(`/api/photos/${familyPhoto}`)).status).toBe(404);
    expect(((await ben.get('/api/tribes')).body as any[]).some((t) => t.id === family.id)).toBe(false);

    const bell = ((await ben.get('/api/notifications')).body as any[]).filter((n) => n.type === 'tribe_invite');
    expect(bell).toHaveLength(1);
    expect(bell[0]).toMatchObject({ tribeId: family.id, fromUserId: ids.ava, title: 'Tribe invitation' });
    expect(bell[0].message).toMatch(/invited you to join Family$/);
    const waiting = await ben.get('/api/tribes/invitations');
    expect(waiting.body).toEqual([
      expect.objectContaining({
        tribeId: family.id,
        tribeName: 'Family',
        tribeType: 'family',
        owner: expect.objectContaining({ firstName: 'Ava' }),
      }),
    ]);

    const accepted = await ben.post(`/api/tribes/${family.id}/accept`);
    expect(accepted).toMatchObject({ status: 200, body: { id: family.id, role: 'member' } });
    expect((await ben.get('/api/tribes/invitations')).body).toEqual([]);
    const owners = ((await ava.get('/api/tribes')).body as any[]).find((t) => t.id === family.id);
    expect(owners).toMatchObject({ memberCount: 1, members: [ids.ben] });
    expect(owners.memberDetails[0]).toMatchObject({ memberId: ids.ben, firstName: 'Ben', email: 'ben@example.com', pending: false });
    const bens = (await ben.get('/api/tribes')).body as any[];
    expect(bens.find((t) => t.id === family.id)).toMatchObject({
      role: 'member',
      name: 'Family',
      owner: { firstName: 'Ava', email: null },
    });
    const again = await ava.post(`/api/tribes/${family.id}/members`, { memberId: 'ben@example.com' });
    expect(again).toMatchObject({ status: 409, body: { message: 'Already a member of this tribe' } });
  });

  it('answers an address with an account exactly as one without', async () => {
    const colleagues = await tribeOf(ava, 'colleagues');
    const known = await ava.post(`/api/tribes/${colleagues.id}/members`, { memberId: 'chloe@example.com' });
    const unknown = await ava.post(`/api/tribes/${colleagues.id}/members`, { memberId: 'nobody-here@example.com' });
    expect([known.status, unknown.status]).toEqual([201, 201]);
    const row = (body: any, email: string) => body.memberDetails.find((m: any) => m.memberId === email);
    expect(row(known.body, 'chloe@example.com')).toEqual({
      ...row(unknown.body, 'nobody-here@example.com'),
      email: 'chloe@example.com',
      memberId: 'chloe@example.com',
    });
    expect(known.body.invitation).toEqual({ email: 'chloe@example.com', status: 'Invited' });
    expect(unknown.body.invitation).toEqual({ email: 'nobody-here@example.com', status: 'Invited' });
    expect(JSON.stringify(known.body)).not.toContain(ids.chloe);
    expect(JSON.stringify(known.body)).not.toContain('Chloé');
    const again = await ava.post(`/api/tribes/${colleagues.id}/members`, { memberId: 'nobody-here@example.com' });
    expect(again).toMatchObject({ status: 409, body: { message: 'This address is already invited to this tribe' } });
  });

  it('refuses bad member requests with clear messages', async () => {
    expect((await ava.post(`/api/tribes/${family.id}/members`, { memberId: '' })).body.message).toBe(
      'Enter an email address to add a member',
    );
    expect((await ava.post(`/api/tribes/${family.id}/members`, { memberId: 'not-an-email' })).body.message).toBe(
      'Please enter a valid email address',
    );
    expect((await ava.post(`/api/tribes/${family.id}/members`, { memberId: 'ava@example.com' })).status).toBe(400);
    expect((await ben.post(`/api/tribes/${family.id}/members`, { memberId: 'chloe@example.com' })).status).toBe(403);
    expect((await chloe.post(`/api/tribes/${family.id}/members`, { memberId: 'chloe@example.com' })).status).toBe(404);
  });

  it('shows the tribe photo to owner and member on every path, and to nobody else', async () => {
    const expectations: [string, Client, boolean][] = [
      ['owner', ava, true],
      ['member', ben, true],
      ['stranger', chloe, false],
    ];
    for (const [who, as, sees] of expectations) {
      expect(idsOf((await as.get('/api/photos')).body).includes(familyPhoto), `${who} feed`).toBe(sees);
      expect((await as.get(`/api/photos/${familyPhoto}`)).status, `${who} detail`).toBe(sees ? 200 : 404);
      expect(idsOf((await as.get(`/api/users/${ids.ava}/photos`)).body).includes(familyPhoto), `${who} profile`).toBe(sees);
      const feed = await as.get(`/api/tribes/${family.id}/photos`);
      expect(feed.status, `${who} tribe feed`).toBe(sees ? 200 : 404);
      if (sees) {
        expect(idsOf(feed.body)).toEqual([familyPhoto]);
        expect(feed.body[0].tribeSpecificContent[family.id]).toMatchObject({ tone: 'warm', caption: expect.any(String) });
      }
    }
    expect((await visitor.get(`/api/tribes/${family.id}/photos`)).status).toBe(401);
    // The public photo is not in the tribe feed: the tribe feed is what was shared with the tribe.
    expect(idsOf((await ava.get(`/api/tribes/${family.id}/photos`)).body)).not.toContain(publicPhoto);
    const summary = ((await ava.get('/api/tribes')).body as any[]).find((t) => t.id === family.id);
    expect(summary).toMatchObject({ photoCount: 1, memberCount: 1 });
  });

  it('removes a member and their access at once, on every path', async () => {
    const photoUrl = (await ben.get(`/api/photos/${familyPhoto}`)).body.photoUrl;
    expect((await ava.request('DELETE', `/api/tribes/${family.id}/members/${ids.ben}`)).status).toBe(204);
    expect(idsOf((await ben.get('/api/photos')).body)).not.toContain(familyPhoto);
    expect((await ben.get(`/api/photos/${familyPhoto}`)).status).toBe(404);
    expect((await ben.get(`/api/tribes/${family.id}/photos`)).status).toBe(404);
    expect(((await ben.get('/api/tribes')).body as any[]).some((t) => t.id === family.id)).toBe(false);
    // A signed URL already handed out stays a capability until it expires (an hour or two): documented.
    expect(photoUrl).toMatch(/Expires=/);
    expect((await ava.request('DELETE', `/api/tribes/${family.id}/members/${ids.ben}`)).status).toBe(404);
  });

  it('keeps an unknown address invited, with no access, until that person signs up and accepts', async () => {
    const email = 'dora@example.com';
    const invited = await ava.post(`/api/tribes/${family.id}/members`, { memberId: email });
    expect(invited.status).toBe(201);
    expect(invited.body.memberDetails.find((m: any) => m.pending)).toMatchObject({ memberId: email, email, pending: true });
    expect(invited.body.memberCount).toBe(0);

    const dora = client(app.url);
    expect(
      (await dora.post('/api/auth/signup', { email, password: 'correct horse', firstName: 'Dora', lastName: 'Lee' })).status,
    ).toBe(201);
    const [mail] = await mailTo(app.url, email);
    await dora.post('/api/auth/verify-email', { token: linkToken(mail!.text, '/verify-email') });
    const signedIn = await dora.post('/api/auth/signin', { email, password: 'correct horse' });
    expect(signedIn.status).toBe(200);

    expect(((await dora.get('/api/tribes')).body as any[]).some((t) => t.id === family.id)).toBe(false);
    expect(((await dora.get('/api/tribes/invitations')).body as any[]).map((i) => i.tribeId)).toEqual([family.id]);
    expect((await dora.post(`/api/tribes/${family.id}/accept`)).status).toBe(200);
    const doras = (await dora.get('/api/tribes')).body as any[];
    expect(doras.find((t) => t.id === family.id)).toMatchObject({ role: 'member' });
    expect(idsOf((await dora.get(`/api/tribes/${family.id}/photos`)).body)).toEqual([familyPhoto]);
    const owners = ((await ava.get('/api/tribes')).body as any[]).find((t) => t.id === family.id);
    expect(owners.memberDetails.filter((m: any) => m.pending)).toEqual([]);
    expect(owners.memberCount).toBe(1);
  });

  it('lets the owner withdraw a pending invitation and a member leave', async () => {
    await ava.post(`/api/tribes/${family.id}/members`, { memberId: 'erin@example.com' });
    expect((await ava.request('DELETE', `/api/tribes/${family.id}/members/erin@example.com`)).status).toBe(204);
    await ava.post(`/api/tribes/${family.id}/members`, { memberId: 'chloe@example.com' });
    expect((await chloe.post(`/api/tribes/${family.id}/accept`)).status).toBe(200);
    expect((await chloe.request('DELETE', `/api/tribes/${family.id}/members/${ids.ava}`)).status).toBe(403);
    expect((await chloe.request('DELETE', `/api/tribes/${family.id}/members/${ids.chloe}`)).status).toBe(204);
    expect((await chloe.get(`/api/photos/${familyPhoto}`)).status).toBe(404);
  });
});
