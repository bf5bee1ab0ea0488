import '../support/env';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { customTribeCountKey, inviteKey, memberKey, tribeKey } from '../../../functions/data/keys/tribe-keys';
import { memberTribeIds, acceptInvite, addMember, removeMember, tribeRoster } from '../../../functions/data/tribes/tribe-membership';
import {
  tribesOwnedBy,
  createCustomTribe,
  deleteTribe,
  ensureTypedTribes,
  getTribe,
  renameTribe,
} from '../../../functions/data/tribes/tribe';
import { addInvite, invitesFor, removeInvite } from '../../../functions/data/tribes/tribe-invitation';
import { tribePhotoCount } from '../../../functions/data/tribes/tribe-photos';
import { AlreadyMemberError } from '../../../functions/kernel/errors';
import { freezeClock } from '../support/clock';
import { conditionFailed, deletedKeys, resetTable, transactionCanceled } from '../support/table';

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
    UpdateExpression: 'ADD #memberCount :memberCount, #seatCount :seatCount',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeValues: { ':memberCount': delta, ':seatCount': delta },
  }),
});
const inviteItem = { type: 'tribe-invite', id: 'i1', tribeId: 't1', email: 'x@y.z', invitedBy: 'ada', addedAt: '2026-01-03' };

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
      Items: [inviteItem],
    });

    // Act
    const roster = await tribeRoster('t1');

    // Assess
    expect(roster).toEqual({ memberIds: ['early', 'late'], invitedEmails: ['x@y.z'] });
  });

  it('invitesFor reads one page of the address’s invitations index, newest first', async () => {
    // Prepare
    ddb.on(QueryCommand).resolves({ Items: [inviteItem] });

    // Act
    const { invites, more } = await invitesFor('x@y.z', { limit: 24 });

    // Assess
    expect(invites).toEqual([{ id: 'i1', tribeId: 't1', email: 'x@y.z', invitedBy: 'ada', addedAt: '2026-01-03' }]);
    expect(more).toBe(false);
    expect(ddb.commandCalls(QueryCommand)[0]?.args[0].input).toMatchObject({
      IndexName: 'GSI1',
      ScanIndexForward: false,
      ExpressionAttributeValues: { ':pk': 'INVITE#x@y.z', ':lo': 'INVITE#' },
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

    // Assess: each a transaction of one, so a member who started leaving makes none (leaving-member-guard.ts)
    const puts = ddb.commandCalls(TransactWriteCommand).map((call) => call.args[0].input.TransactItems![0]!.Put!);
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
        seatCount: 0,
        createdAt: '2026-03-01T12:00:00.000Z',
        updatedAt: '2026-03-01T12:00:00.000Z',
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    });
  });

  it('ensureTypedTribes is quiet when a concurrent request created them first', async () => {
    // Prepare
    ddb.on(TransactWriteCommand).rejects(transactionCanceled(['ConditionalCheckFailed']));

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

  it('deleteTribe deletes the tribe first (uncounting a custom one from its owner), then everything in its partition', async () => {
    // Prepare
    const rest = [memberKey('t1', 'ben'), inviteKey('t1', 'x@y.z')];
    ddb.on(QueryCommand).resolves({ Items: rest });

    // Act
    await deleteTribe({ id: 't1', ownerId: 'ada', type: 'custom' });

    // Assess
    expect(memberTransaction()).toEqual([
      { Delete: { TableName: 'snifty-unit', Key: tribeKey('t1'), ConditionExpression: 'attribute_exists(PK)' } },
      { Update: expect.objectContaining({ Key: customTribeCountKey('ada'), ExpressionAttributeValues: { ':custom': -1 } }) },
    ]);
    expect(ddb.commandCalls(QueryCommand)[0]?.args[0].input).toMatchObject({
      ExpressionAttributeValues: { ':pk': 'TRIBE#t1' },
      ProjectionExpression: 'PK, SK',
    });
    const deletes = ddb.commandCalls(BatchWriteCommand)[0]?.args[0].input.RequestItems?.['snifty-unit'];
    expect(deletes).toEqual(rest.map((Key) => ({ DeleteRequest: { Key } })));
  });

  it('createCustomTribe counts it on the owner’s tally under the cap of 20, or answers limit', async () => {
    // Prepare
    ddb.on(GetCommand).resolves({ Item: tribeItem('new', { tribeType: 'custom' }) });

    // Act
    const made = await createCustomTribe('ada', 'Crew');
    ddb.on(TransactWriteCommand).rejects(transactionCanceled(['None', 'ConditionalCheckFailed']));
    const refused = await createCustomTribe('ada', 'Crew');

    // Assess
    expect(made).toMatchObject({ type: 'custom' });
    expect(refused).toBe('limit');
    const [put, tally] = memberTransaction();
    expect(put).toMatchObject({ Put: { Item: { type: 'tribe', tribeType: 'custom', name: 'Crew', seatCount: 0 } } });
    expect(tally).toEqual({
      Update: {
        TableName: 'snifty-unit',
        Key: customTribeCountKey('ada'),
        UpdateExpression: 'ADD #custom :custom',
        ConditionExpression: '(attribute_not_exists(#cap) OR #cap < :cap)',
        ExpressionAttributeNames: { '#custom': 'custom', '#cap': 'custom' },
        ExpressionAttributeValues: { ':custom': 1, ':cap': 20 },
      },
    });
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

  it('removeMember still deletes the member item when the tribe was deleted meanwhile (no counters left to correct)', async () => {
    // Prepare: the member item exists, the tribe's counter item does not
    ddb.on(TransactWriteCommand).rejects(transactionCanceled(['None', 'ConditionalCheckFailed']));

    // Act
    const removed = await removeMember('t1', 'ben');

    // Assess
    expect(removed).toBe(true);
    expect(deletedKeys(ddb)).toEqual([memberKey('t1', 'ben')]);
  });

  it('addInvite puts the invitation, indexed by the address, and takes a seat under the cap, in one transaction', async () => {
    // Act
    const outcome = await addInvite('t1', 'x@y.z', 'ada');

    // Assess
    expect(outcome).toBe('invited');
    const [put, seats] = memberTransaction();
    expect(put).toEqual({
      Put: {
        TableName: 'snifty-unit',
        Item: {
          ...inviteKey('t1', 'x@y.z'),
          GSI1PK: 'INVITE#x@y.z',
          GSI1SK: `INVITE#${put!.Put!.Item!.id}`,
          type: 'tribe-invite',
          id: expect.any(String),
          tribeId: 't1',
          email: 'x@y.z',
          invitedBy: 'ada',
          addedAt: '2026-03-01T12:00:00.000Z',
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    });
    expect(seats).toEqual({
      Update: expect.objectContaining({
        Key: tribeKey('t1'),
        UpdateExpression: 'ADD #seatCount :seatCount',
        ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(#cap) OR #cap < :cap)',
        ExpressionAttributeValues: { ':seatCount': 1, ':cap': 200 },
      }),
    });
  });

  it('addInvite answers already for an invited address and full when the seats are taken', async () => {
    // Prepare
    ddb
      .on(TransactWriteCommand)
      .rejectsOnce(transactionCanceled(['ConditionalCheckFailed', 'None']))
      .rejectsOnce(transactionCanceled(['None', 'ConditionalCheckFailed']));

    // Act
    const outcomes = [await addInvite('t1', 'x@y.z', 'ada'), await addInvite('t1', 'x@y.z', 'ada')];

    // Assess
    expect(outcomes).toEqual(['already', 'full']);
  });

  it('removeInvite deletes an existing invitation and frees its seat; false when there was none', async () => {
    // Act
    const removed = await removeInvite('t1', 'x@y.z');
    ddb.on(TransactWriteCommand).rejects(transactionCanceled());
    const none = await removeInvite('t1', 'x@y.z');

    // Assess
    expect([removed, none]).toEqual([true, false]);
    expect(memberTransaction()).toEqual([
      { Delete: { TableName: 'snifty-unit', Key: inviteKey('t1', 'x@y.z'), ConditionExpression: 'attribute_exists(PK)' } },
      { Update: expect.objectContaining({ Key: tribeKey('t1'), ExpressionAttributeValues: { ':seatCount': -1 } }) },
    ]);
  });

  it('acceptInvite deletes the invitation and puts the member in one transaction; no-invite or already otherwise', async () => {
    // Prepare
    ddb
      .on(TransactWriteCommand)
      .resolvesOnce({})
      .rejectsOnce(transactionCanceled(['ConditionalCheckFailed', 'None', 'None']))
      .rejectsOnce(transactionCanceled(['None', 'ConditionalCheckFailed', 'None']));

    // Act
    const joined = await acceptInvite('t1', 'x@y.z', 'ben');
    const outcomes = [await acceptInvite('t1', 'x@y.z', 'ben'), await acceptInvite('t1', 'x@y.z', 'ben')];

    // Assess
    expect([joined, ...outcomes]).toEqual(['joined', 'no-invite', 'already']);
    const [invite, member, counter] = memberTransaction();
    expect(invite).toEqual({
      Delete: { TableName: 'snifty-unit', Key: inviteKey('t1', 'x@y.z'), ConditionExpression: 'attribute_exists(PK)' },
    });
    expect(member).toMatchObject({
      Put: { Item: { ...memberKey('t1', 'ben'), GSI1SK: 'MEMBER_OF#t1' }, ConditionExpression: 'attribute_not_exists(PK)' },
    });
    expect(counter).toEqual({ Update: expect.objectContaining({ ExpressionAttributeValues: { ':memberCount': 1 } }) });
  });
});
