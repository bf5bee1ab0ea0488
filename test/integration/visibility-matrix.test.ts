/**
 * The visibility rule for every role and visibility on every read path: owner, tribe
 * member, removed member, stranger and visitor, against a private, a tribes and a public photo, through
 * the feed, the detail, the owner's list, the tribe feed, comments, likes and the media URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, removeMember } from '../../functions/data/tribes/tribe-membership';
import { ensureTypedTribes, typedTribeId } from '../../functions/data/tribes/tribe';
import { getUserByEmail, markEmailVerified } from '../../functions/data/members/users';
import type { LocalServer } from '../../infra/local/server';
import { client, startApp } from './support/local-app';
import { jpegWithGps, uploadViaStorage } from './support/photos';
import { signIn } from './support/members';

type Client = ReturnType<typeof client>;
type Role = 'owner' | 'member' | 'removed member' | 'stranger' | 'visitor';
type Visibility = 'private' | 'tribes' | 'public';

let app: LocalServer;
const as = {} as Record<Role, Client>;
let ownerId: string;
let family: string;
const photo = {} as Record<Visibility, { id: string; thumbnailUrl: string }>;

/** Who sees what: the one visibility rule (functions/lib/photos/visibility.ts). */
const SEES: Record<Role, Record<Visibility, boolean>> = {
  owner: { private: true, tribes: true, public: true },
  member: { private: false, tribes: true, public: true },
  'removed member': { private: false, tribes: false, public: true },
  stranger: { private: false, tribes: false, public: true },
  visitor: { private: false, tribes: false, public: false },
};

beforeAll(async () => {
  app = await startApp();
  for (const role of Object.keys(SEES) as Role[]) as[role] = client(app.url);
  ownerId = await signIn(app, as.owner, 'ava@example.com');
  const memberId = await signIn(app, as.member, 'ben@example.com');
  const removedId = await signIn(app, as['removed member'], 'chloe@example.com');
  // A member who is in none of Ava's tribes.
  await as.stranger.post('/api/auth/signup', {
    email: 'sam@example.com',
    password: 'correct horse',
    firstName: 'Sam',
    lastName: 'Ray',
  });
  await markEmailVerified((await getUserByEmail('sam@example.com'))!.id);
  expect((await as.stranger.post('/api/auth/signin', { email: 'sam@example.com', password: 'correct horse' })).status).toBe(200);
  await ensureTypedTribes(ownerId);
  family = typedTribeId(ownerId, 'family');
  await addMember(family, memberId);
  await addMember(family, removedId);
  for (const visibility of ['private', 'tribes', 'public'] as const) {
    const [id] = (await uploadViaStorage(app, as.owner, [{ name: `${visibility}.jpg`, bytes: await jpegWithGps() }], {
      visibility,
      allowedTribes: visibility === 'tribes' ? [family] : [],
    })) as [string];
    photo[visibility] = { id, thumbnailUrl: (await as.owner.get(`/api/photos/${id}`)).body.thumbnailUrl };
  }
  await removeMember(family, removedId);
}, 90_000);
afterAll(async () => {
  await app.stop();
});

const ids = (reply: { status: number; body: any }) => (reply.status === 200 ? (reply.body as { id: string }[]).map((p) => p.id) : []);

describe('every role, every visibility, every read path', () => {
  for (const role of Object.keys(SEES) as Role[]) {
    for (const visibility of ['private', 'tribes', 'public'] as const) {
      const sees = SEES[role][visibility];
      it(`${role} ${sees ? 'sees' : 'does not see'} the ${visibility} photo`, async () => {
        const who = as[role];
        const { id } = photo[visibility];
        const hidden = role === 'visitor' ? 401 : 404;

        expect(ids(await who.get('/api/photos?limit=100')).includes(id), 'feed').toBe(sees);
        expect(ids(await who.get(`/api/users/${ownerId}/photos?limit=100`)).includes(id), 'owner list').toBe(sees);
        expect((await who.get(`/api/photos/${id}`)).status, 'detail').toBe(sees ? 200 : hidden);
        expect((await who.get(`/api/photos/${id}/comments`)).status, 'comments').toBe(sees ? 200 : hidden);

        const inTribeFeed = role === 'owner' || role === 'member';
        const tribeFeed = await who.get(`/api/tribes/${family}/photos`);
        expect(tribeFeed.status, 'tribe feed').toBe(inTribeFeed ? 200 : role === 'visitor' ? 401 : 404);
        expect(ids(tribeFeed).includes(id), 'tribe feed item').toBe(inTribeFeed && visibility === 'tribes');

        // A like (toggled twice so counts stay) answers like a read.
        const like = await who.post(`/api/photos/${id}/likes`);
        expect(like.status, 'like').toBe(sees ? 200 : role === 'visitor' ? 401 : 404);
        if (sees) await who.post(`/api/photos/${id}/likes`);

        // Media: a URL is only ever handed to those who see the photo; the bare object is never public.
        if (sees) {
          const detail = (await who.get(`/api/photos/${id}`)).body;
          expect((await fetch(detail.thumbnailUrl)).status, 'signed media').toBe(200);
        }
        expect((await fetch(photo[visibility].thumbnailUrl.split('?')[0]!)).status, 'unsigned media').toBe(403);
      });
    }
  }
});
