/**
 * Search: GET /api/photos/search finds by title, description, tags, mood and colour words,
 * ranks all-words matches before some-words ones and then newest, pages with the opaque cursor, and
 * applies the feed's visibility rule to every result: owner, tribe member, removed member, stranger,
 * across privacy changes, restyles and deletes. Then the index itself: no item outlives its photo.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MESSAGES } from '../../shared/messages/photo';
import { db, tableName } from '../../functions/data/table/client';
import { ownerTermPhotosPartition, termPhotosPartition, termShardOf } from '../../functions/data/keys/photo-keys';
import { getPhoto } from '../../functions/data/photos/photo';
import { updateAnalysisText } from '../../functions/data/photos/photo-analysis';
import { addMember, removeMember } from '../../functions/data/tribes/tribe-membership';
import { ensureTypedTribes, typedTribeId } from '../../functions/data/tribes/tribe';
import { getUserByEmail, markEmailVerified } from '../../functions/data/members/users';
import type { LocalServer } from '../../infra/local/server';
import { client, startApp } from './support/local-app';
import { jpegWithGps, uploadViaStorage } from './support/photos';
import { signIn } from './support/members';

type Client = ReturnType<typeof client>;

let app: LocalServer;
let owner: Client;
let member: Client;
let removed: Client;
let stranger: Client;
let visitor: Client;
let ownerId: string;
let removedId: string;
let family: string;

/** Uploads one photo and gives it this text (through the data layer, as a restyle would). */
async function photoWith(
  privacy: Record<string, unknown>,
  text: { title: string; description?: string; tags?: string[]; mood?: string },
) {
  const [id] = (await uploadViaStorage(app, owner, [{ name: 'p.jpg', bytes: await jpegWithGps() }], privacy)) as [string];
  await updateAnalysisText(id, { description: '', tags: [], mood: 'calm', style: 'witty', ...text });
  return id;
}

const search = async (who: Client, q: string, extra = '') => who.get(`/api/photos/search?q=${encodeURIComponent(q)}${extra}`);
const ids = (reply: { status: number; body: any }) => {
  expect(reply.status).toBe(200);
  return (reply.body as { id: string }[]).map((p) => p.id);
};

async function signUp(browser: Client, email: string) {
  await browser.post('/api/auth/signup', { email, password: 'correct horse', firstName: 'Sam', lastName: 'Ray' });
  await markEmailVerified((await getUserByEmail(email))!.id);
  expect((await browser.post('/api/auth/signin', { email, password: 'correct horse' })).status).toBe(200);
}

const photo = {} as Record<'private' | 'tribes' | 'public', string>;

beforeAll(async () => {
  app = await startApp();
  [owner, member, removed, stranger, visitor] = [0, 1, 2, 3, 4].map(() => client(app.url)) as [Client, Client, Client, Client, Client];
  ownerId = await signIn(app, owner, 'ava@example.com');
  const memberId = await signIn(app, member, 'ben@example.com');
  removedId = await signIn(app, removed, 'chloe@example.com');
  await signUp(stranger, 'sam@example.com');
  await ensureTypedTribes(ownerId);
  family = typedTribeId(ownerId, 'family');
  await addMember(family, memberId);
  await addMember(family, removedId);
  // Oldest first: private, tribes, public. The first two match both words, the public one only 'lantern'.
  photo.private = await photoWith({ visibility: 'private' }, { title: 'Zebra lantern parade' });
  photo.tribes = await photoWith(
    { visibility: 'tribes', allowedTribes: [family] },
    { title: 'Evening walk', description: 'Paper lanterns and a zebra crossing', tags: ['night'] },
  );
  photo.public = await photoWith({ visibility: 'public' }, { title: 'Lantern by the lake', tags: ['golden hour'], mood: 'dreamy' });
}, 120_000);
afterAll(async () => {
  await app.stop();
});

describe('visibility: the feed rule on every result', () => {
  it('the owner finds all three, both-word matches first and newest first among them', async () => {
    expect(ids(await search(owner, 'zebra lanterns'))).toEqual([photo.tribes, photo.private, photo.public]);
  });

  it('a tribe member finds the tribes photo and the public one, never the private one', async () => {
    expect(ids(await search(member, 'zebra lantern'))).toEqual([photo.tribes, photo.public]);
    expect(ids(await search(member, 'parade'))).toEqual([]);
  });

  it('a stranger finds only the public photo, by any word of the others', async () => {
    expect(ids(await search(stranger, 'zebra lantern parade paper crossing'))).toEqual([photo.public]);
  });

  it('removal from the tribe hides its photos from search at once', async () => {
    expect(ids(await search(removed, 'zebra'))).toEqual([photo.tribes]);
    await removeMember(family, removedId);
    expect(ids(await search(removed, 'zebra'))).toEqual([]);
    expect(ids(await search(removed, 'lantern'))).toEqual([photo.public]);
  });

  it('a privacy change shows at once, both ways', async () => {
    const set = (visibility: string) =>
      owner.request('PATCH', `/api/photos/${photo.private}/privacy`, { privacy: { visibility, allowedTribes: [], intent: 'memory' } });
    expect((await set('public')).status).toBe(200);
    expect(ids(await search(stranger, 'parade'))).toEqual([photo.private]);
    expect((await set('private')).status).toBe(200);
    expect(ids(await search(stranger, 'parade'))).toEqual([]);
    expect(ids(await search(owner, 'parade'))).toEqual([photo.private]);
  });

  it('signed out: 401', async () => {
    const reply = await search(visitor, 'lantern');
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ message: 'Unauthorized' });
  });
});

describe('matching', () => {
  it('matches tags, mood and colour words, whatever the case, accents and plurals', async () => {
    expect(ids(await search(stranger, 'GOLDEN'))).toEqual([photo.public]);
    expect(ids(await search(stranger, 'dreamy'))).toEqual([photo.public]);
    expect(ids(await search(stranger, 'Lantérns'))).toEqual([photo.public]);
    // The test picture is an orange-to-navy gradient: some colour word of it finds it.
    const colours = (await getPhoto(photo.public))!.primaryColors;
    expect(colours.length).toBeGreaterThan(0);
    const anyColour = ['orange', 'blue', 'navy', 'peach', 'brown', 'red', 'yellow', 'purple', 'grey', 'pink'];
    const found = await Promise.all(anyColour.map(async (word) => ids(await search(stranger, word)).includes(photo.public)));
    expect(found).toContain(true);
  });

  it('a restyle replaces the words a photo is found by', async () => {
    await updateAnalysisText(photo.public, { title: 'Quiet heron', description: '', tags: [], mood: 'calm', style: 'poetic' });
    expect(ids(await search(stranger, 'heron'))).toEqual([photo.public]);
    expect(ids(await search(stranger, 'lantern'))).toEqual([]);
    const stale = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': termPhotosPartition('lantern', termShardOf(photo.public)) },
      }),
    );
    expect((stale.Items ?? []).map((item) => item.photoId)).not.toContain(photo.public);
  });

  it('a query of stop words only finds nothing (200, empty)', async () => {
    expect(ids(await search(owner, 'the and of'))).toEqual([]);
  });

  it('odd queries never break: unicode, %, quotes, wildcards, markup', async () => {
    for (const q of ['%', '%%25', '"zebra"', "zebra' OR 1=1 --", '*', '🦓 zebra', '東京', '<script>', 'a#b', '\\', 'PHOTO#']) {
      const reply = await search(owner, q);
      expect(reply.status, q).toBe(200);
      expect(Array.isArray(reply.body)).toBe(true);
    }
    expect(ids(await search(owner, '"Zebra!!"'))).toContain(photo.private);
  });
});

describe('bad requests', () => {
  it('an empty, blank or missing query is a 400 with a message', async () => {
    for (const path of ['/api/photos/search', '/api/photos/search?q=', '/api/photos/search?q=%20%20']) {
      const reply = await owner.get(path);
      expect(reply.status, path).toBe(400);
      expect(reply.body).toEqual({ message: PHOTO_MESSAGES.searchQueryRequired });
    }
  });

  it('over 100 characters is a 400; exactly 100 is fine', async () => {
    const tooLong = await search(owner, 'z'.repeat(101));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toEqual({ message: PHOTO_MESSAGES.searchQueryTooLong });
    expect((await search(owner, 'z'.repeat(100))).status).toBe(200);
    expect((await search(owner, 'z'.repeat(5000))).status).toBe(400);
  });

  it('a forged cursor or a bad limit is a 400, never a 500', async () => {
    for (const extra of [
      '&cursor=nonsense',
      `&cursor=${Buffer.from('{"rank":"x"}').toString('base64url')}`,
      '&limit=0',
      '&limit=abc',
    ]) {
      expect((await search(owner, 'zebra', extra)).status, extra).toBe(400);
    }
  });

  it('is not read as a photo id', async () => {
    expect((await owner.get('/api/photos/search?q=zebra')).status).toBe(200);
  });
});

describe('paging and load', () => {
  let quokkas: string[] = [];
  beforeAll(async () => {
    quokkas = [];
    for (let i = 0; i < 5; i += 1) quokkas.push(await photoWith({ visibility: 'public' }, { title: `Quokka number ${i}` }));
    // One that matches both words ranks first whatever its age.
    await updateAnalysisText(quokkas[0]!, { title: 'Quokka selfie', description: '', tags: [], mood: 'calm', style: 'witty' });
  }, 120_000);

  it('pages with the cursor: every match once, best first, then newest', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let pageCount = 0; pageCount < 10; pageCount += 1) {
      const reply = await search(stranger, 'quokka selfie', `&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...ids(reply));
      cursor = reply.headers.get('x-next-cursor');
      if (!cursor) break;
    }
    expect(seen).toEqual([quokkas[0], quokkas[4], quokkas[3], quokkas[2], quokkas[1]]);
  });

  it('40 searches at once all answer the same', async () => {
    const replies = await Promise.all(Array.from({ length: 40 }, () => search(member, 'quokka')));
    const expected = [...quokkas].reverse();
    for (const reply of replies) expect(ids(reply)).toEqual(expected);
  });

  it('a deleted photo leaves no index item and is not found', async () => {
    const gone = quokkas[2]!;
    expect((await owner.request('DELETE', `/api/photos/${gone}`)).status).toBe(204);
    expect(ids(await search(owner, 'quokka'))).not.toContain(gone);
    for (const partition of [termPhotosPartition('quokka', termShardOf(gone)), ownerTermPhotosPartition(ownerId, 'quokka')]) {
      const { Items = [] } = await db().send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'PK = :pk',
          ExpressionAttributeValues: { ':pk': partition },
        }),
      );
      expect(Items.map((item) => item.photoId)).not.toContain(gone);
    }
  });
});
