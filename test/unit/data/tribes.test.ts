import '../support/env';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { inviteKey, memberKey, tribeKey } from '../../../functions/data/keys';
import { memberTribeIds, tribesOwnedBy } from '../../../functions/data/tribe-membership';
import {
  addInvite,
  addMember,
  deleteTribe,
  ensureTypedTribes,
  getTribe,
  invitesFor,
  removeInvite,
  removeMember,
  renameTribe,
  tribePhotoCount,
  tribeRoster,
} from '../../../functions/data/tribes';
import { AlreadyMemberError } from '../../../functions/lib/errors';
import { freezeClock } from '../support/clock';
import { conditionFailed, putItems, resetTable, transactionCanceled } from '../support/table';

const ddb = mockClient(DynamoDBDocumentClient);

beforeEach(() => {
  resetTable(ddb);
  freezeClock('2026-03-01T12:00:00.000Z');
});

const settings = { allowLikes: true, allowComments: true, reactionType: 'hearts', tonePreference: 'warm' } as const;
const tribeItem = (id: string, overrides: Record<string, unknown> = {}) => ({
  ...tribeKey(id),
  type: 'tribe',
  id,
  ownerId: 'ada',
  name: 'Family',
  tribeType: 'family',
  settings,
  memberCount: 2,
  createdAt: 'c',
  updatedAt: 'u',
  ...overrides,
});
const memberTransaction = () => ddb.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
const memberCounter = (delta: number) => ({
  Update: expect.objectContaining({
    Key: tribeKey('t1'),
    UpdateExpression: 'ADD #memberCount :memberCount',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeValues: { ':memberCount': delta },
  }),
});

describe('reading tribes', () => {
  it('getTribe reads the tribe consistently, its own type from tribeType and no key attributes', async () => {
    // Prepare
    ddb.on(GetCommand, { Key: tribeKey('t1') }).resolves({ Item: tribeItem('t1') });

    // Act
    const tribe = await getTribe('t1');

    // Assess
    expect(tribe).toEqual({
      id: 't1',
      ownerId: 'ada',
      name: 'Family',
      type: 'family',
      settings,
      memberCount: 2,
      createdAt: 'c',
      updatedAt: 'u',
    });
    expect(ddb.commandCalls(GetCommand)[0]?.args[0].input).toEqual({
      TableName: 'snifty-unit',
      Key: tribeKey('t1'),
      ConsistentRead: true,
    });
  });

  it('getTribe reads a missing updatedAt as createdAt, a negative count as 0, and another item type as no tribe', async () => {
    // Prepare
    ddb.on(GetCommand, { Key: tribeKey('t1') }).resolves({ Item: tribeItem('t1', { updatedAt: undefined, memberCount: -1 }) });
    ddb.on(GetCommand, { Key: tribeKey('t2') }).resolves({ Item: tribeItem('t2', { type: 'tribe-member' }) });

    // Act
    const [tribe, notATribe] = [await getTribe('t1'), await getTribe('t2')];

    // Assess
    expect(tribe).toMatchObject({ updatedAt: 'c', memberCount: 0 });
    expect(notATribe).toBeNull();
  });

  it('tribesOwnedBy keeps the existing tribes of that owner only', async () => {
    // Prepare
    ddb.on(BatchGetCommand).resolves({ Responses: { 'snifty-unit': [tribeItem('t1'), tribeItem('t2', { ownerId: 'ben' })] } });

    // Act
    const owned = await tribesOwnedBy('ada', ['t1', 't2', 't3']);

    // Assess
    expect(owned).toEqual(new Set(['t1']));
  });

  it('memberTribeIds queries the member’s MEMBER_OF# index entries', async () => {
    // Prepare
    ddb.on(QueryCommand).resolves({ Items: [{ type: 'tribe-member', tribeId: 't1', userId: 'ben', addedAt: 'a' }] });

    // Act
    const ids = await memberTribeIds('ben');

    // Assess
    expect(ids).toEqual(new Set(['t1']));
    expect(ddb.commandCalls(QueryCommand)[0]?.args[0].input).toMatchObject({
      IndexName: 'GSI1',
      ExpressionAttributeValues: { ':pk': 'USER#ben', ':prefix': 'MEMBER_OF#' },
    });
  });

  it('tribeRoster lists members and invited addresses, oldest first', async () => {
    // Prepare
    ddb.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'TRIBE#t1', ':prefix': 'MEMBER#' } }).resolves({
      Items: [
        { type: 'tribe-member', tribeId: 't1', userId: 'late', addedAt: '2026-02-02' },
        { type: 'tribe-member', tribeId: 't1', userId: 'early', addedAt: '2026-01-01' },
      ],
    });
    ddb.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'TRIBE#t1', ':prefix': 'INVITE#' } }).resolves({
      Items: [{ type: 'tribe-invite', tribeId: 't1', email: 'x@y.z', invitedBy: 'ada', addedAt: '2026-01-03' }],
    });

    // Act
    const roster = await tribeRoster('t1');

    // Assess
    expect(roster).toEqual({ memberIds: ['early', 'late'], invitedEmails: ['x@y.z'] });
  });

  it('invitesFor queries the invitations index of the address', async () => {
    // Prepare
    ddb
      .on(QueryCommand)
      .resolves({ Items: [{ type: 'tribe-invite', tribeId: 't1', email: 'x@y.z', invitedBy: 'ada', addedAt: 'a' }] });

    // Act
    const invites = await invitesFor('x@y.z');

    // Assess
    expect(invites).toEqual([{ tribeId: 't1', invitedBy: 'ada' }]);
    expect(ddb.commandCalls(QueryCommand)[0]?.args[0].input).toMatchObject({
      IndexName: 'GSI1',
      ExpressionAttributeValues: { ':pk': 'INVITE#x@y.z' },
    });
  });

  it('tribePhotoCount counts the tribe’s PHOTO# shares with a COUNT query', async () => {
    // Prepare
    ddb
      .on(QueryCommand)
      .resolvesOnce({ Count: 2, LastEvaluatedKey: { PK: 'TRIBE#t1' } })
      .resolves({ Count: 1 });

    // Act
    const count = await tribePhotoCount('t1');

    // Assess
    expect(count).toBe(3);
    expect(ddb.commandCalls(QueryCommand)[0]?.args[0].input).toMatchObject({
      Select: 'COUNT',
      ExpressionAttributeValues: { ':pk': 'TRIBE#t1', ':prefix': 'PHOTO#' },
    });
  });
});

describe('writing tribes', () => {
  it('ensureTypedTribes puts only the missing typed tribes, each on a new fixed id', async () => {
    // Prepare
    ddb.on(BatchGetCommand).resolves({ Responses: { 'snifty-unit': [tribeItem('ada-family')] } });

    // Act
    await ensureTypedTribes('ada');

    // Assess
    const puts = ddb.commandCalls(PutCommand).map((call) => call.args[0].input);
    expect(puts.map((put) => put.Item?.id)).toEqual(['ada-bffs', 'ada-colleagues', 'ada-guests', 'ada-outer_circle']);
    expect(puts[0]).toEqual({
      TableName: 'snifty-unit',
      Item: {
        ...tribeKey('ada-bffs'),
        GSI1PK: 'USER#ada',
        GSI1SK: 'TRIBE#ada-bffs',
        type: 'tribe',
        id: 'ada-bffs',
        ownerId: 'ada',
        name: 'BFFs',
        tribeType: 'bffs',
        settings: { allowLikes: true, allowComments: true, reactionType: 'emoji', tonePreference: 'playful' },
        memberCount: 0,
        createdAt: '2026-03-01T12:00:00.000Z',
        updatedAt: '2026-03-01T12:00:00.000Z',
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    });
  });

  it('ensureTypedTribes is quiet when a concurrent request created them first', async () => {
    // Prepare
    ddb.on(PutCommand).rejects(conditionFailed());

    // Act
    const ensuring = ensureTypedTribes('ada');

    // Assess
    await expect(ensuring).resolves.toBeUndefined();
  });

  it('renameTribe updates an existing tribe and answers it, or null when it is gone', async () => {
    // Prepare
    ddb.on(UpdateCommand, { Key: tribeKey('t1') }).resolves({ Attributes: tribeItem('t1', { name: 'Kin' }) });
    ddb.on(UpdateCommand, { Key: tribeKey('gone') }).rejects(conditionFailed());

    // Act
    const renamed = await renameTribe('t1', 'Kin');
    const gone = await renameTribe('gone', 'Kin');

    // Assess
    expect(renamed).toMatchObject({ id: 't1', name: 'Kin' });
    expect(gone).toBeNull();
    expect(ddb.commandCalls(UpdateCommand)[0]?.args[0].input).toMatchObject({
      UpdateExpression: 'SET #name = :name, updatedAt = :now',
      ConditionExpression: 'attribute_exists(PK)',
    });
  });

  it('deleteTribe deletes the tribe first, then everything in its partition', async () => {
    // Prepare
    const rest = [memberKey('t1', 'ben'), inviteKey('t1', 'x@y.z')];
    ddb.on(QueryCommand).resolves({ Items: rest });

    // Act
    await deleteTribe('t1');

    // Assess
    expect(ddb.commandCalls(DeleteCommand)[0]?.args[0].input.Key).toEqual(tribeKey('t1'));
    expect(ddb.commandCalls(QueryCommand)[0]?.args[0].input).toMatchObject({
      ExpressionAttributeValues: { ':pk': 'TRIBE#t1' },
      ProjectionExpression: 'PK, SK',
    });
    const deletes = ddb.commandCalls(BatchWriteCommand)[0]?.args[0].input.RequestItems?.['snifty-unit'];
    expect(deletes).toEqual(rest.map((Key) => ({ DeleteRequest: { Key } })));
  });
});

describe('membership', () => {
  it('addMember puts the member, indexed for them, and counts them on the tribe in one transaction', async () => {
    // Act
    await addMember('t1', 'ben');

    // Assess
    expect(memberTransaction()).toEqual([
      {
        Put: {
          TableName: 'snifty-unit',
          Item: {
            ...memberKey('t1', 'ben'),
            GSI1PK: 'USER#ben',
            GSI1SK: 'MEMBER_OF#t1',
            type: 'tribe-member',
            tribeId: 't1',
            userId: 'ben',
            addedAt: '2026-03-01T12:00:00.000Z',
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      memberCounter(1),
    ]);
  });

  it('addMember throws AlreadyMemberError when the member is in', async () => {
    // Prepare
    ddb.on(TransactWriteCommand).rejects(transactionCanceled());

    // Act
    const adding = addMember('t1', 'ben');

    // Assess
    await expect(adding).rejects.toBeInstanceOf(AlreadyMemberError);
  });

  it('removeMember deletes an existing member and uncounts them; false when they were not in', async () => {
    // Act
    const removed = await removeMember('t1', 'ben');
    ddb.on(TransactWriteCommand).rejects(transactionCanceled());
    const notIn = await removeMember('t1', 'ben');

    // Assess
    expect([removed, notIn]).toEqual([true, false]);
    expect(memberTransaction()).toEqual([
      { Delete: { TableName: 'snifty-unit', Key: memberKey('t1', 'ben'), ConditionExpression: 'attribute_exists(PK)' } },
      memberCounter(-1),
    ]);
  });

  it('addInvite keeps the address once, indexed by the address; twice is AlreadyMemberError', async () => {
    // Act
    await addInvite('t1', 'x@y.z', 'ada');
    ddb.on(PutCommand).rejects(conditionFailed());
    const again = addInvite('t1', 'x@y.z', 'ada');

    // Assess
    await expect(again).rejects.toBeInstanceOf(AlreadyMemberError);
    expect(putItems(ddb)[0]).toEqual({
      ...inviteKey('t1', 'x@y.z'),
      GSI1PK: 'INVITE#x@y.z',
      GSI1SK: 'TRIBE#t1',
      type: 'tribe-invite',
      tribeId: 't1',
      email: 'x@y.z',
      invitedBy: 'ada',
      addedAt: '2026-03-01T12:00:00.000Z',
    });
    expect(ddb.commandCalls(PutCommand)[0]?.args[0].input.ConditionExpression).toBe('attribute_not_exists(PK)');
  });

  it('removeInvite deletes an existing invitation; false when there was none', async () => {
    // Act
    const removed = await removeInvite('t1', 'x@y.z');
    ddb.on(DeleteCommand).rejects(conditionFailed());
    const none = await removeInvite('t1', 'x@y.z');

    // Assess
    expect([removed, none]).toEqual([true, false]);
    expect(ddb.commandCalls(DeleteCommand)[0]?.args[0].input).toEqual({
      TableName: 'snifty-unit',
      Key: inviteKey('t1', 'x@y.z'),
      ConditionExpression: 'attribute_exists(PK)',
    });
  });
});
