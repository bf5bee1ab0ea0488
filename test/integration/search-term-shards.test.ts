/**
 * A search term's shared partition in shards by a hash of the photo id
 * (docs/decisions/search-term-shards.md). A word on more photos than a page, spread over every shard,
 * is found whole, newest first, page after page with the sealed cursor, as one partition answered it.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { db, tableName } from '../../functions/data/table/client';
import { TERM_SHARDS } from '../../functions/data/keys/keys';
import { termPhotosPartition, termShardOf } from '../../functions/data/keys/photo-keys';
import { updateAnalysisText } from '../../functions/data/photos/photo-analysis';
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
});
