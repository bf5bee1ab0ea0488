/**
 * Private share links. Keys (built in keys.ts):
 *   PHOTO#<photoId> / SHARE#<creatorId>#<shareId>   the share, a dependant of the photo (deleted with it);
 *     GSI1 USER#<creatorId> / SHARE#<shareId>         the creator's shares of every photo, newest first
 *   SHARELINK#<sha256(link)> / LINK                 the link, stored only as its hash: one GetItem opens it
 * The link item points at the share; the share names its link item's key (`linkKey`, a hash), so a
 * revoke and the photo's deletion remove both. Both expire (ttl) a grace period after the share does,
 * so an expired link answers 410 for a while before it reads as unknown.
 */
import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../../shared/zod';
import { SHARE_EXPIRED_GRACE_MS } from '../../../shared/constants';
import { SHARE_TYPES, type ShareType } from '../../../shared/enums';
import { PhotoNotFoundError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { clock } from '../../kernel/clock';
import { allItemsOf, batchDelete, db, keysOf, memberItemsNewestFirst, pageNewestFirst, tableName } from '../table/client';
import { photoKey, photoPartition, shareCreatorIndex, shareCreatorPrefix, shareKey, shareLinkKey } from '../keys/photo-keys';
import { SK_PREFIX, userPartition } from '../keys/keys';
import { isItemKey, counter, itemParser, orNull, parseAll } from '../table/parse';
import { EXISTS, IS_NEW, orIfConditionFailed, throwIfConditionFailed, wasApplied } from '../table/writes';
import { lazySchema } from '../../../shared/lazy-schema';

const tableKey = lazySchema(() => z.object({ PK: z.string(), SK: z.string() }));

export interface ShareRecord {
  id: string;
  photoId: string;
  creatorId: string;
  shareType: ShareType;
  toEmail: string | null;
  customMessage: string | null;
  createdAt: string;
  expiresAt: string;
  views: number;
  /** The key of the share's link item (it holds the link's hash): to delete it; never presented. */
  linkKey: z.infer<typeof tableKey>;
}

const shareItem: z.ZodMiniType<ShareRecord> = lazySchema(() =>
  z.object({
    id: z.string(),
    photoId: z.string(),
    creatorId: z.string(),
    shareType: z.enum(SHARE_TYPES),
    toEmail: orNull(z.string()),
    customMessage: orNull(z.string()),
    createdAt: z.string(),
    expiresAt: z.string(),
    views: counter,
    linkKey: tableKey,
  }),
);
const toShare = itemParser('share', shareItem, { type: 'share', expires: true });

const linkItem = lazySchema(() => z.object({ shareId: z.string(), photoId: z.string(), creatorId: z.string() }));
const toLink = itemParser('share-link', linkItem, { type: 'share-link', expires: true });

export interface NewShare {
  photoId: string;
  creatorId: string;
  shareType: ShareType;
  toEmail: string | null;
  customMessage: string | null;
  expiresAt: Date;
}

/** The share and its link item, in one transaction with a check that the photo still exists. */
export async function createShare(input: NewShare, link: string): Promise<ShareRecord> {
  const id = newId();
  const linkKey = shareLinkKey(link);
  const ttl = Math.ceil((input.expiresAt.getTime() + SHARE_EXPIRED_GRACE_MS) / 1000);
  const share: ShareRecord = {
    id,
    photoId: input.photoId,
    creatorId: input.creatorId,
    shareType: input.shareType,
    toEmail: input.toEmail,
    customMessage: input.customMessage,
    createdAt: clock.nowIso(),
    expiresAt: input.expiresAt.toISOString(),
    views: 0,
    linkKey,
  };
  const transaction = () =>
    db().send(
      new TransactWriteCommand({
        TransactItems: [
          { ConditionCheck: { TableName: tableName(), Key: photoKey(input.photoId), ConditionExpression: EXISTS } },
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...shareKey(input.photoId, input.creatorId, id),
                ...shareCreatorIndex(input.creatorId, id),
                type: 'share',
                ...share,
                ttl,
              },
              ConditionExpression: IS_NEW,
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: { ...linkKey, type: 'share-link', shareId: id, photoId: input.photoId, creatorId: input.creatorId, ttl },
              ConditionExpression: IS_NEW,
            },
          },
        ],
      }),
    );
  await throwIfConditionFailed(transaction, () => new PhotoNotFoundError());
  return share;
}

/** The share a link opens (strongly consistent), or null for an unknown, revoked or long-expired link. */
export async function findShareByLink(link: string): Promise<ShareRecord | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: shareLinkKey(link), ConsistentRead: true }));
  const pointer = toLink(Item);
  if (!pointer) return null;
  const shared = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: shareKey(pointer.photoId, pointer.creatorId, pointer.shareId),
      ConsistentRead: true,
    }),
  );
  return toShare(shared.Item);
}

/** One more view, atomically; the new count, or null when the share was revoked meanwhile. */
export async function countShareView(share: ShareRecord): Promise<number | null> {
  const update = () =>
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: shareKey(share.photoId, share.creatorId, share.id),
        UpdateExpression: 'ADD #views :one',
        ConditionExpression: EXISTS,
        ExpressionAttributeNames: { '#views': 'views' },
        ExpressionAttributeValues: { ':one': 1 },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
  return orIfConditionFailed(async () => {
    const { Attributes } = await update();
    return typeof Attributes?.views === 'number' ? Attributes.views : null;
  }, null);
}

/** A member's shares, newest first: of one photo (its partition, consistent) or of all (their index). */
export async function listShares(
  creatorId: string,
  options: { photoId?: string; before?: string; limit: number },
): Promise<{ shares: ShareRecord[]; more: boolean }> {
  const { items, more } = await (options.photoId
    ? pageNewestFirst({
        partition: { name: 'PK', value: photoPartition(options.photoId) },
        sortKey: 'SK',
        prefix: shareCreatorPrefix(creatorId),
        before: options.before,
        limit: options.limit,
        idOf: (item) => String(item.id),
      })
    : memberItemsNewestFirst(userPartition(creatorId), SK_PREFIX.share, options));
  return { shares: parseAll(toShare, items), more };
}

/** The member's own share with this id (their index), or null: another member's id reads as unknown. */
export async function findOwnShare(creatorId: string, shareId: string): Promise<ShareRecord | null> {
  const index = shareCreatorIndex(creatorId, shareId);
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK = :sk',
      ExpressionAttributeValues: { ':pk': index.GSI1PK, ':sk': index.GSI1SK },
    }),
  );
  return parseAll(toShare, Items)[0] ?? null;
}

/** Deletes the share and its link together (creator only); false when it was already gone. */
export async function revokeShare(share: ShareRecord): Promise<boolean> {
  const transaction = () =>
    db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: tableName(),
              Key: shareKey(share.photoId, share.creatorId, share.id),
              ConditionExpression: `${EXISTS} AND creatorId = :creator`,
              ExpressionAttributeValues: { ':creator': share.creatorId },
            },
          },
          { Delete: { TableName: tableName(), Key: share.linkKey } },
        ],
      }),
    );
  return wasApplied(transaction);
}

/** Deletes every share the member created, on any photo, with its link item (expired ones too); returns how many. */
export async function deleteSharesBy(creatorId: string): Promise<number> {
  const shares = await allItemsOf({
    index: 'GSI1',
    partition: userPartition(creatorId),
    prefix: SK_PREFIX.share,
    projection: 'PK, SK, linkKey',
  });
  const links = shares.map((share) => share.linkKey).filter(isItemKey);
  // Links first: a share whose link is gone opens nothing, and the retry still finds the share by its index.
  await batchDelete(links);
  await batchDelete(keysOf(shares));
  return shares.length;
}
