import '../support/env';
import { DynamoDBDocumentClient, GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  countShareView,
  createShare,
  findOwnShare,
  findShareByLink,
  listShares,
  revokeShare,
  type ShareRecord,
} from '../../../functions/data/photos/share-links';
import { photoKey, shareCreatorIndex, shareKey, shareLinkKey } from '../../../functions/data/keys/photo-keys';
import { PhotoNotFoundError } from '../../../functions/kernel/errors';
import { hashToken } from '../../../functions/kernel/ids';
import { freezeClock } from '../support/clock';
import { conditionFailed, resetTable, transactionCanceled } from '../support/table';

const ddb = mockClient(DynamoDBDocumentClient);
const LINK = 'l'.repeat(43);

beforeEach(() => {
  resetTable(ddb);
});

const stored = (share: ShareRecord, extra: Record<string, unknown> = {}) => ({
  ...shareKey(share.photoId, share.creatorId, share.id),
  ...shareCreatorIndex(share.creatorId, share.id),
  type: 'share',
  ...share,
  ttl: 1,
  ...extra,
});

async function made(): Promise<ShareRecord> {
  freezeClock('2026-03-01T12:00:00.000Z');
  return createShare(
    {
      photoId: 'p1',
      creatorId: 'ada',
      shareType: 'warm',
      toEmail: 'gran@example.com',
      customMessage: 'Hi',
      expiresAt: new Date('2026-03-31T12:00:00.000Z'),
    },
    LINK,
  );
}

describe('createShare', () => {
  it('writes the share under the photo and the link as its hash only, guarded by the photo existing', async () => {
    const share = await made();

    expect(share).toMatchObject({
      photoId: 'p1',
      creatorId: 'ada',
      views: 0,
      expiresAt: '2026-03-31T12:00:00.000Z',
      linkKey: shareLinkKey(LINK),
    });
    const items = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(items[0]).toEqual({
      ConditionCheck: { TableName: 'snifty-unit', Key: photoKey('p1'), ConditionExpression: 'attribute_exists(PK)' },
    });
    expect(items[1]!.Put!.Item).toMatchObject({
      PK: 'PHOTO#p1',
      SK: `SHARE#ada#${share.id}`,
      GSI1PK: 'USER#ada',
      GSI1SK: `SHARE#${share.id}`,
    });
    expect(items[2]!.Put!.Item).toMatchObject({
      PK: `SHARELINK#${hashToken(LINK)}`,
      SK: 'LINK',
      shareId: share.id,
      photoId: 'p1',
      creatorId: 'ada',
    });
    // Both expire 30 days after the share does (410 meanwhile).
    expect(items[1]!.Put!.Item!.ttl).toBe(Date.parse('2026-04-30T12:00:00.000Z') / 1000);
    expect(JSON.stringify(items)).not.toContain(LINK);
  });

  it('answers PhotoNotFoundError when the photo is gone', async () => {
    ddb.on(TransactWriteCommand).rejects(transactionCanceled(['ConditionalCheckFailed', 'None', 'None']));
    await expect(made()).rejects.toBeInstanceOf(PhotoNotFoundError);
  });
});

describe('findShareByLink', () => {
  it('reads the link by its hash, then the share it points at', async () => {
    const share = await made();
    ddb
      .on(GetCommand, { Key: shareLinkKey(LINK) })
      .resolves({ Item: { ...shareLinkKey(LINK), type: 'share-link', shareId: share.id, photoId: 'p1', creatorId: 'ada' } });
    ddb.on(GetCommand, { Key: shareKey('p1', 'ada', share.id) }).resolves({ Item: stored(share, { ttl: 4_000_000_000 }) });

    expect(await findShareByLink(LINK)).toEqual(share);
  });

  it('is null for an unknown link, and for a link whose share was deleted or has passed its ttl', async () => {
    expect(await findShareByLink(LINK)).toBeNull();
    const share = await made();
    ddb
      .on(GetCommand, { Key: shareLinkKey(LINK) })
      .resolves({ Item: { ...shareLinkKey(LINK), type: 'share-link', shareId: share.id, photoId: 'p1', creatorId: 'ada' } });
    expect(await findShareByLink(LINK)).toBeNull();
    ddb.on(GetCommand, { Key: shareKey('p1', 'ada', share.id) }).resolves({ Item: stored(share, { ttl: 1 }) });
    expect(await findShareByLink(LINK)).toBeNull();
  });
});

describe('countShareView', () => {
  it('adds one atomically, and is null once the share is gone', async () => {
    const share = await made();
    ddb.on(UpdateCommand).resolves({ Attributes: { views: 3 } });
    expect(await countShareView(share)).toBe(3);
    expect(ddb.commandCalls(UpdateCommand)[0]!.args[0].input).toMatchObject({
      UpdateExpression: 'ADD #views :one',
      ConditionExpression: 'attribute_exists(PK)',
    });
    ddb.on(UpdateCommand).rejects(conditionFailed());
    expect(await countShareView(share)).toBeNull();
  });
});

describe('listShares and findOwnShare', () => {
  it("reads one photo's links of the member from the photo's partition, and all from their index", async () => {
    await listShares('ada', { photoId: 'p1', limit: 24 });
    await listShares('ada', { limit: 24 });
    const [one, all] = ddb.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(one).toMatchObject({ ExpressionAttributeValues: { ':pk': 'PHOTO#p1', ':lo': 'SHARE#ada#' }, ConsistentRead: true });
    expect(all).toMatchObject({ IndexName: 'GSI1', ExpressionAttributeValues: { ':pk': 'USER#ada', ':lo': 'SHARE#' } });
  });

  it("finds a share only in its creator's own index", async () => {
    expect(await findOwnShare('ben', 'S1')).toBeNull();
    expect(ddb.commandCalls(QueryCommand)[0]!.args[0].input.ExpressionAttributeValues).toEqual({
      ':pk': 'USER#ben',
      ':sk': 'SHARE#S1',
    });
  });
});

describe('revokeShare', () => {
  it('deletes the share and its link together, and says false when it was already gone', async () => {
    const share = await made();
    expect(await revokeShare(share)).toBe(true);
    const items = ddb.commandCalls(TransactWriteCommand)[1]!.args[0].input.TransactItems!;
    expect(items.map((item) => item.Delete!.Key)).toEqual([shareKey('p1', 'ada', share.id), shareLinkKey(LINK)]);
    ddb.on(TransactWriteCommand).rejects(transactionCanceled());
    expect(await revokeShare(share)).toBe(false);
  });
});
