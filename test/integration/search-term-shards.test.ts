/**
 * A search term's shared partition in shards by a hash of the photo id
 * (docs/decisions/search-term-shards.md). A word on more photos than a page, spread over every shard,
 * is found whole, newest first, page after page with the sealed cursor, as one partition answered it; a
 * table written before the shards is migrated once (infra/migrations/search-term-shards.ts).
 */
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { db, tableName } from '../../functions/data/table/client';
import { TERM_SHARDS } from '../../functions/data/keys/keys';
import {
  legacyTermPhotosPartition,
  photoSearchTermsKey,
  termPhotoKey,
  termPhotosPartition,
  termShardOf,
} from '../../functions/data/keys/photo-keys';
import { updateAnalysisText } from '../../functions/data/photos/photo-analysis';
import { migrateSearchTermShards } from '../../infra/migrations/search-term-shards';
import { jpegWithGps, uploadViaStorage } from './support/photos';
import { useDemoMembers, type Client } from './support/members';

const { app, ava, ben } = useDemoMembers();

const WOMBATS = 42;
let wombats: string[] = [];

const search = async (who: Client, q: string, extra = '') => {
  const reply = await who.get(`/api/photos/search?q=${encodeURIComponent(q)}${extra}`);
  expect(reply.status).toBe(200);
  return { ids: (reply.body as { id: string }[]).map((p) => p.id), cursor: reply.headers.get('x-next-cursor') };
};

async function everyPage(who: Client, q: string, limit: number) {
  const seen: string[] = [];
  const cursors: string[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 50; page += 1) {
    const reply = await search(who, q, `&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    seen.push(...reply.ids);
    cursor = reply.cursor;
    if (!cursor) break;
    cursors.push(cursor);
  }
  return { seen, cursors };
}

const partitionIds = async (partition: string) => {
  const { Items = [] } = await db().send(
    new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': partition } }),
  );
  return Items.map((item) => String(item.photoId));
};

beforeAll(async () => {
  const bytes = await jpegWithGps({ width: 64, height: 48 });
  wombats = [];
  for (let start = 0; start < WOMBATS; start += 10) {
    const files = Array.from({ length: Math.min(10, WOMBATS - start) }, (_, i) => ({ name: `w${start + i}.jpg`, bytes }));
    wombats.push(...(await uploadViaStorage(app, ava, files, { visibility: 'public' })));
  }
  for (const [i, id] of wombats.entries())
    await updateAnalysisText(id, { title: `Wombat ${i}`, description: '', tags: [], mood: 'calm', style: 'witty' });
}, 240_000);

describe('a search term in shards', () => {
  it('spreads a word over every shard and finds all of it newest first, page after page, as another member', async () => {
    // Prepare
    expect(new Set(wombats.map(termShardOf)).size).toBe(TERM_SHARDS);
    const newestFirst = [...wombats].sort().reverse();

    // Act
    const { seen, cursors } = await everyPage(ben, 'wombat', 5);

    // Assess: every match once, in order; the cursor says nothing of shards or ids.
    expect(seen).toEqual(newestFirst);
    expect(cursors.length).toBe(Math.ceil(WOMBATS / 5) - 1);
    for (const cursor of cursors) {
      expect(cursor).not.toMatch(/wombat|TERM|#/i);
      for (const id of wombats) expect(cursor).not.toContain(id);
    }
    const shards = await Promise.all(
      Array.from({ length: TERM_SHARDS }, (_, shard) => partitionIds(termPhotosPartition('wombat', shard))),
    );
    for (const [shard, ids] of shards.entries())
      expect([...ids].sort()).toEqual(wombats.filter((id) => termShardOf(id) === shard).sort());
  });

  it('ranks photos matching more words first across shards, and 40 searches at once answer the same', async () => {
    // Prepare: two of the wombats match both words.
    const both = [wombats[3]!, wombats[30]!];
    for (const id of both)
      await updateAnalysisText(id, { title: 'Wombat burrow', description: '', tags: [], mood: 'calm', style: 'witty' });
    const expected = [
      ...[...both].sort().reverse(),
      ...[...wombats]
        .filter((id) => !both.includes(id))
        .sort()
        .reverse(),
    ];

    // Act
    const paged = await everyPage(ben, 'wombat burrow', 7);
    const replies = await Promise.all(Array.from({ length: 40 }, () => search(ben, 'wombat burrow', '&limit=50')));

    // Assess
    expect(paged.seen).toEqual(expected);
    for (const reply of replies) expect(reply.ids).toEqual(expected);
  });

  it('moves the items of a table written before the shards to them once, where search finds them', async () => {
    // Prepare: the shape an older table holds for one photo: its shared item in `TERM#wombat`, named by its manifest.
    const photoId = wombats[10]!;
    const shard = termPhotosPartition('wombat', termShardOf(photoId));
    const legacy = legacyTermPhotosPartition('wombat');
    const { Item: manifest } = await db().send(new GetCommand({ TableName: tableName(), Key: photoSearchTermsKey(photoId) }));
    const { Item: item } = await db().send(new GetCommand({ TableName: tableName(), Key: termPhotoKey(shard, photoId) }));
    expect(item).toBeDefined();
    await db().send(new DeleteCommand({ TableName: tableName(), Key: termPhotoKey(shard, photoId) }));
    await db().send(new PutCommand({ TableName: tableName(), Item: { ...item, ...termPhotoKey(legacy, photoId) } }));
    const partitions = (manifest!.partitions as string[]).map((p) => (p === shard ? legacy : p));
    await db().send(new PutCommand({ TableName: tableName(), Item: { ...manifest, partitions } }));
    expect((await search(ben, 'wombat', '&limit=50')).ids).not.toContain(photoId);
    const migrate = () =>
      migrateSearchTermShards({ tableName: tableName(), region: 'us-east-1', endpoint: process.env.DYNAMODB_ENDPOINT!, segments: 2 });

    // Act
    const moved = await migrate();
    const again = await migrate();

    // Assess
    expect(moved).toBe(1);
    expect(again).toBe(0);
    expect(await partitionIds(legacy)).toEqual([]);
    expect(await partitionIds(shard)).toContain(photoId);
    expect((await search(ben, 'wombat', '&limit=50')).ids).toContain(photoId);
  });
});
