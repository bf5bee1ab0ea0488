/**
 * Reactions, comments, follows and notifications end to end: counters under concurrency, tribe settings,
 * notification fan-out and its visibility.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../functions/data/tribes/tribe-membership';
import { typedTribeId } from '../../functions/data/tribes/tribe';
import { jpegWithGps, uploadViaStorage } from './support/photos';
import { benInAvasFamily, useDemoMembers, type Client } from './support/members';

const { app, ava, ben, chloe, ids } = useDemoMembers();
let publicPhoto: string;

beforeAll(async () => {
  await benInAvasFamily(ids);
  await addMember(typedTribeId(ids.ava, 'guests'), ids.ben);
  [publicPhoto] = (await uploadViaStorage(app, ava, [{ name: 'p.jpg', bytes: await jpegWithGps() }], { visibility: 'public' })) as [
    string,
  ];
}, 60_000);

const unread = async (who: Client) => (await who.get('/api/notifications/unread-count')).body.count as number;
const notificationsOf = async (who: Client) => (await who.get('/api/notifications')).body as any[];

describe('likes and dislikes', () => {
  it('toggles a like, tells the owner once while it stands (taken back, its notification goes), and keeps like and dislike exclusive', async () => {
    const before = await unread(ava);
    const liked = await ben.post(`/api/photos/${publicPhoto}/likes`);
    expect(liked).toMatchObject({ status: 200, body: { likes: 1, dislikes: 0, isLiked: true, isDisliked: false } });
    expect((await ben.get(`/api/photos/${publicPhoto}`)).body).toMatchObject({ likes: 1, isLiked: true });
    expect(await unread(ava)).toBe(before + 1);
    const row = (await notificationsOf(ava))[0];
    expect(row).toMatchObject({ type: 'like', title: 'New like', fromUserId: ids.ben, photoId: publicPhoto, isRead: false });
    expect(row.message).toMatch(/^Ben Okafor liked your photo/);

    expect((await ben.post(`/api/photos/${publicPhoto}/likes`)).body).toMatchObject({ likes: 0, isLiked: false });
    expect(await unread(ava)).toBe(before);
    expect((await notificationsOf(ava)).some((n) => n.id === row.id)).toBe(false);
    expect((await ben.post(`/api/photos/${publicPhoto}/likes`)).body).toMatchObject({ likes: 1, isLiked: true });
    expect(await unread(ava)).toBe(before + 1);
    // Liked again, the like is news again, once.
    expect((await notificationsOf(ava)).filter((n) => n.type === 'like' && n.fromUserId === ids.ben)).toHaveLength(1);

    const disliked = await ben.post(`/api/photos/${publicPhoto}/dislikes`);
    expect(disliked.body).toMatchObject({ likes: 0, dislikes: 1, isLiked: false, isDisliked: true });
    // "Ben liked your photo" goes when Ben switches to dislike.
    expect((await notificationsOf(ava)).filter((n) => n.type === 'like' && n.fromUserId === ids.ben)).toEqual([]);
    expect(await unread(ava)).toBe(before);
    expect((await ben.get('/api/photos')).body.find((p: any) => p.id === publicPhoto)).toMatchObject({
      isDisliked: true,
      isLiked: false,
    });
    await ben.post(`/api/photos/${publicPhoto}/dislikes`);
  });

  it('keeps counts exact under twelve concurrent clicks by one member and concurrent likes by several', async () => {
    const replies = await Promise.all(Array.from({ length: 12 }, () => chloe.post(`/api/photos/${publicPhoto}/likes`)));
    for (const reply of replies) expect(reply.status).toBe(200);
    const seen = (await chloe.get(`/api/photos/${publicPhoto}`)).body;
    // Twelve toggles from "not liked" end "not liked", and the counter agrees with the reaction.
    expect(seen.isLiked).toBe(false);
    expect(seen.likes).toBe(0);

    await Promise.all([ava, ben, chloe].map((who) => who.post(`/api/photos/${publicPhoto}/likes`)));
    const all = (await ava.get(`/api/photos/${publicPhoto}`)).body;
    expect(all).toMatchObject({ likes: 3, dislikes: 0, isLiked: true });
    // The owner liking their own photo tells nobody.
    expect((await notificationsOf(ava)).filter((n) => n.type === 'like' && n.fromUserId === ids.ava)).toEqual([]);
  });

  it('answers 404 for a photo the member may not see', async () => {
    const [privateId] = (await uploadViaStorage(app, ava, [{ name: 'x.jpg', bytes: await jpegWithGps() }])) as [string];
    expect((await ben.post(`/api/photos/${privateId}/likes`)).status).toBe(404);
    expect((await ben.get(`/api/photos/${privateId}/comments`)).status).toBe(404);
    expect((await ben.post(`/api/photos/${privateId}/comments`, { content: 'hi' })).status).toBe(404);
  });
});

describe('comments', () => {
  it('validates, counts, lists newest first with the author, and tells the owner', async () => {
    expect((await ben.post(`/api/photos/${publicPhoto}/comments`, { content: '   ' })).body.message).toBe('Comment cannot be empty');
    expect((await ben.post(`/api/photos/${publicPhoto}/comments`, { content: 'x'.repeat(2001) })).body.message).toBe(
      'Comment is too long (2000 characters at most)',
    );
    const first = await ben.post(`/api/photos/${publicPhoto}/comments`, { content: '  What a view!  ' });
    expect(first).toMatchObject({ status: 201, body: { content: 'What a view!', user: { firstName: 'Ben', lastName: 'Okafor' } } });
    await chloe.post(`/api/photos/${publicPhoto}/comments`, { content: 'Stunning' });
    const list = await ava.get(`/api/photos/${publicPhoto}/comments`);
    expect(list.body.map((c: any) => c.content)).toEqual(['Stunning', 'What a view!']);
    expect(list.body[1].user.email).toBeNull();
    expect((await ava.get(`/api/photos/${publicPhoto}`)).body.comments).toBe(2);
    expect((await notificationsOf(ava)).filter((n) => n.type === 'comment').length).toBe(2);
  });

  it('honours tribe settings: guests may like but not comment; the owner always may', async () => {
    const guests = typedTribeId(ids.ava, 'guests');
    const [photo] = (await uploadViaStorage(app, ava, [{ name: 'g.jpg', bytes: await jpegWithGps() }], {
      visibility: 'tribes',
      allowedTribes: [guests],
    })) as [string];
    expect((await ben.post(`/api/photos/${photo}/likes`)).status).toBe(200);
    expect(await ben.post(`/api/photos/${photo}/comments`, { content: 'hello' })).toMatchObject({
      status: 403,
      body: { message: 'Comments are turned off for the tribes this photo is shared with' },
    });
    expect((await ava.post(`/api/photos/${photo}/comments`, { content: 'mine' })).status).toBe(201);
    // Shared with family too, whose settings allow comments: now Ben may.
    await ava.request('PATCH', `/api/photos/${photo}/privacy`, {
      privacy: { visibility: 'tribes', allowedTribes: [guests, typedTribeId(ids.ava, 'family')] },
    });
    expect((await ben.post(`/api/photos/${photo}/comments`, { content: 'hello' })).status).toBe(201);
  });

  it("decides by the viewer's own tribes: Chloé in Guests still may not comment once the photo is also shared with Family", async () => {
    const guests = typedTribeId(ids.ava, 'guests');
    const family = typedTribeId(ids.ava, 'family');
    await addMember(guests, ids.chloe);
    const [photo] = (await uploadViaStorage(app, ava, [{ name: 'c.jpg', bytes: await jpegWithGps() }], {
      visibility: 'tribes',
      allowedTribes: [guests],
    })) as [string];
    const commentsOff = { status: 403, body: { message: 'Comments are turned off for the tribes this photo is shared with' } };
    expect(await chloe.post(`/api/photos/${photo}/comments`, { content: 'hi' })).toMatchObject(commentsOff);
    await ava.request('PATCH', `/api/photos/${photo}/privacy`, { privacy: { visibility: 'tribes', allowedTribes: [guests, family] } });
    // Family allows comments, but Chloé is not in Family: her tribe (Guests) decides.
    expect(await chloe.post(`/api/photos/${photo}/comments`, { content: 'hi' })).toMatchObject(commentsOff);
    expect((await chloe.post(`/api/photos/${photo}/likes`)).status).toBe(200);
    // Ben is in both: Family lets him comment.
    expect((await ben.post(`/api/photos/${photo}/comments`, { content: 'hello' })).status).toBe(201);
    // A member of none of the photo's tribes cannot even see it.
    await ava.request('DELETE', `/api/tribes/${guests}/members/${ids.chloe}`);
    expect((await chloe.post(`/api/photos/${photo}/comments`, { content: 'hi' })).status).toBe(404);
  });
});

describe('notifications', () => {
  it('tells tribe members of a new photo once, nobody else, and hides it again when it turns private', async () => {
    const family = typedTribeId(ids.ava, 'family');
    const [photo] = (await uploadViaStorage(app, ava, [{ name: 'fam.jpg', bytes: await jpegWithGps() }], {
      visibility: 'tribes',
      allowedTribes: [family],
    })) as [string];
    const bens = (await notificationsOf(ben)).filter((n) => n.photoId === photo);
    expect(bens).toHaveLength(1);
    expect(bens[0]).toMatchObject({ type: 'new_photo', title: 'New photo', message: 'Ava Martin shared a photo with Family' });
    expect((await notificationsOf(chloe)).some((n) => n.photoId === photo)).toBe(false);
    // Shared again (privacy touched) does not tell twice.
    await ava.request('PATCH', `/api/photos/${photo}/privacy`, {
      privacy: { visibility: 'tribes', allowedTribes: [family], intent: 'gift' },
    });
    expect((await notificationsOf(ben)).filter((n) => n.photoId === photo)).toHaveLength(1);
    await ava.request('PATCH', `/api/photos/${photo}/privacy`, { privacy: { visibility: 'private' } });
    expect((await notificationsOf(ben)).some((n) => n.photoId === photo)).toBe(false);
  });

  it('marks one read, then all read, with the unread count following', async () => {
    const count = await unread(ava);
    expect(count).toBeGreaterThan(1);
    const [newest] = await notificationsOf(ava);
    const read = await ava.request('PATCH', `/api/notifications/${newest.id}/read`, {});
    expect(read).toMatchObject({ status: 200, body: { count: count - 1 } });
    expect((await notificationsOf(ava))[0].isRead).toBe(true);
    expect((await ben.request('PATCH', `/api/notifications/${newest.id}/read`, {})).status).toBe(404);
    const all = await ava.request('PATCH', '/api/notifications/read-all', {});
    expect(all.body.marked).toBe(count - 1);
    expect(await unread(ava)).toBe(0);
    expect((await notificationsOf(ava)).every((n) => n.isRead)).toBe(true);
  });
});

describe('follows and the Following tab', () => {
  it('follows once, tells the member, counts, and feeds the Following tab with what the follower may see', async () => {
    const [privateId] = (await uploadViaStorage(app, ava, [{ name: 'secret.jpg', bytes: await jpegWithGps() }])) as [string];
    expect((await chloe.get('/api/photos/following')).body).toEqual([]);
    const followed = await chloe.post(`/api/users/${ids.ava}/follow`);
    expect(followed).toMatchObject({
      status: 200,
      body: { isFollowing: true, followers: 1, isSelf: false, user: { firstName: 'Ava', email: null } },
    });
    await chloe.post(`/api/users/${ids.ava}/follow`);
    expect((await chloe.get(`/api/users/${ids.ava}/profile`)).body.followers).toBe(1);
    expect((await chloe.get(`/api/users/${ids.chloe}/profile`)).body).toMatchObject({ following: 1, isSelf: true });
    expect((await notificationsOf(ava)).filter((n) => n.type === 'new_follower')).toHaveLength(1);
    const tab = (await chloe.get('/api/photos/following')).body.map((p: any) => p.id);
    expect(tab).toContain(publicPhoto);
    expect(tab).not.toContain(privateId);
    expect((await ava.get(`/api/users/${ids.ava}/profile`)).body.likes).toBeGreaterThanOrEqual(3);
    expect((await chloe.post(`/api/users/${ids.chloe}/follow`)).status).toBe(400);
    const unfollowed = await chloe.request('DELETE', `/api/users/${ids.ava}/follow`);
    expect(unfollowed.body).toMatchObject({ isFollowing: false, followers: 0 });
    expect((await chloe.get('/api/photos/following')).body).toEqual([]);
  });
});
