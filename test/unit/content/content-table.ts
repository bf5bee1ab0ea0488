/**
 * A small in-memory table for the content tests: GetItem, BatchGetItem and the public index's Query
 * answer from the items given, as DynamoDB would (a photo in the public index brings its public copies). Register it before the suite's own "given"s (the
 * most recently registered matching mock answers). Keys come from the data layer's keys.ts.
 */
import {
  BatchGetCommand,
  GetCommand,
  QueryCommand,
  type BatchGetCommandInput,
  type GetCommandInput,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { encodeTime } from 'ulid';
import { ANNOUNCEMENTS_PARTITION, featureKey, userKey } from '../../../functions/data/keys/keys';
import { counterShardKey, photoKey } from '../../../functions/data/keys/photo-keys';
import { publicCopyItems } from '../../../functions/data/photos/public-photos';
import type { PhotoRecord } from '../../../functions/data/photos/photo';
import type { UserRecord } from '../../../functions/data/members/users';
import type { TableMock } from '../support/table';

export { ANNOUNCEMENTS_PARTITION, featureKey, photoKey };

type Item = Record<string, unknown>;

let sequence = 0;

/** A photo item created `hoursAgo` before `now`, public and ready unless told otherwise; its id sorts by creation, as a ULID does. */
export function photoItem(
  now: Date,
  hoursAgo: number,
  overrides: Partial<PhotoRecord> = {},
  options: { inPublicIndex?: boolean } = {},
): Item {
  sequence += 1;
  const created = new Date(now.getTime() - hoursAgo * 3600_000);
  const id = overrides.id ?? `${encodeTime(created.getTime(), 10)}${String(sequence).padStart(16, '0')}`;
  const photo: PhotoRecord = {
    id,
    userId: 'owner-1',
    status: 'ready',
    style: 'witty',
    title: `Photo ${sequence}`,
    description: 'A photo for the tests',
    tags: [],
    mood: 'calm',
    primaryColors: ['#336699'],
    privacy: { visibility: 'public', allowedTribes: [], intent: 'memory' },
    originalKey: `originals/${id}.jpg`,
    contentType: 'image/jpeg',
    displayKey: `photos/${id}/display.webp`,
    thumbnailKey: `photos/${id}/thumb.webp`,
    placeholder: null,
    width: 640,
    height: 480,
    pixelStats: null,
    views: 0,
    likes: 0,
    dislikes: 0,
    comments: 0,
    failureReason: null,
    editedFrom: null,
    uploadExpiresAt: null,
    createdAt: created.toISOString(),
    updatedAt: created.toISOString(),
    ...overrides,
  };
  const indexed = options.inPublicIndex ?? photo.privacy.visibility === 'public';
  const item: Item = { ...photoKey(id), type: 'photo', ...photo };
  // Not an attribute: the store adds the photo's copies in the public index when it is given the photo.
  if (indexed) Object.defineProperty(item, IN_PUBLIC_INDEX, { value: true, enumerable: false });
  return item;
}

export const userItem = (user: UserRecord): Item => ({ ...userKey(user.id), type: 'user', ...user });

export interface Store {
  items: Map<string, Item>;
  add(...items: Item[]): void;
}

const keyOf = (key: Record<string, unknown> | undefined) => `${String(key?.PK)}|${String(key?.SK)}`;
const IN_PUBLIC_INDEX = Symbol('in the public index');
const withPublicCopies = (item: Item): Item[] =>
  (item as Record<symbol, unknown>)[IN_PUBLIC_INDEX] ? [item, ...publicCopyItems(String(item.id), String(item.userId))] : [item];
/** A photo's views and reactions live in its counter shards, never on its item: a photo given with counts gets one shard holding them. */
const withCounterShard = (item: Item): Item[] => {
  if (item.type !== 'photo' || !(Number(item.views) || Number(item.likes) || Number(item.dislikes))) return [item];
  const { views, likes, dislikes } = item;
  const shard = { ...counterShardKey(String(item.id), 0), type: 'photo-counts', photoId: item.id, views, likes, dislikes };
  return [item, shard];
};

export function givenStore(ddb: TableMock, initial: Item[] = []): Store {
  const items = new Map<string, Item>();
  const store: Store = {
    items,
    add: (...more) =>
      more
        .flatMap(withCounterShard)
        .flatMap(withPublicCopies)
        .forEach((item) => items.set(keyOf(item), item)),
  };
  store.add(...initial);
  ddb.on(GetCommand).callsFake((input: GetCommandInput) => ({ Item: items.get(keyOf(input.Key)) }));
  ddb.on(BatchGetCommand).callsFake((input: BatchGetCommandInput) => ({
    Responses: Object.fromEntries(
      Object.entries(input.RequestItems ?? {}).map(([table, request]) => [
        table,
        (request.Keys ?? []).map((key) => items.get(keyOf(key))).filter(Boolean),
      ]),
    ),
  }));
  // The public index's partitions: newest first, `SK BETWEEN :lo AND :hi` or `begins_with`, at most Limit items.
  ddb.on(QueryCommand).callsFake((input: QueryCommandInput) => {
    const values = input.ExpressionAttributeValues ?? {};
    const hi = values[':hi'] as string | undefined;
    const found = [...items.values()]
      .filter(
        (item) => item.PK === values[':pk'] && String(item.SK).startsWith(String(values[':lo'])) && (!hi || String(item.SK) <= hi),
      )
      .sort((a, b) => String(b.SK).localeCompare(String(a.SK)))
      .slice(0, input.Limit);
    return { Items: found };
  });
  return store;
}
