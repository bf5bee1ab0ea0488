import '../support/env';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearPasswordOfUnverified,
  createUser,
  fillProfileGaps,
  getUser,
  getUserByEmail,
  markEmailVerified,
  setPasswordHash,
} from '../../../functions/data/members/users';
import { EmailTakenError } from '../../../functions/kernel/errors';
import { freezeClock } from '../support/clock';
import { conditionFailed, emailKey, givenMember, member, resetTable, transactionCanceled, userKey } from '../support/table';

const ddb = mockClient(DynamoDBDocumentClient);

beforeEach(() => {
  resetTable(ddb);
});

const newMember = {
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  passwordHash: 'scrypt$hash',
  authProvider: 'email' as const,
  emailVerified: false,
};

describe('createUser', () => {
  it('claims the email and puts the member in one guarded transaction', async () => {
    // Prepare
    freezeClock('2026-03-01T12:00:00.000Z');

    // Act
    const user = await createUser(newMember);

    // Assess
    expect(user).toMatchObject({ ...newMember, profileImageUrl: null, createdAt: '2026-03-01T12:00:00.000Z' });
    const [call] = ddb.commandCalls(TransactWriteCommand);
    expect(call?.args[0].input.TransactItems).toEqual([
      {
        Put: {
          TableName: 'snifty-unit',
          Item: { ...emailKey('ada@example.com'), userId: user.id },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      {
        Put: {
          TableName: 'snifty-unit',
          Item: expect.objectContaining({ ...userKey(user.id), type: 'user', ...newMember, id: user.id, createdAt: user.createdAt }),
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
    ]);
  });

  /**
   * KNOWN BUG (remove `.fails` with the fix): createUser stores absent names and picture as NULL
   * attributes, and DynamoDB's if_not_exists treats a NULL attribute as present, so fillProfileGaps
   * never fills them (checked against dynalite: a stored `profileImageUrl: null` stays null after
   * `SET profileImageUrl = if_not_exists(profileImageUrl, :p)`). An email member who later signs in
   * with Google never gets the Google picture. Fix: leave null-valued fields out of the stored item
   * (toUser already reads an absent field as null).
   */
  it('leaves out the fields it has no value for, so fillProfileGaps can fill them later', async () => {
    // Act
    await createUser({ ...newMember, firstName: null, lastName: null, passwordHash: null, authProvider: 'github' });

    // Assess
    const items = ddb.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    const stored = items.map((item) => item.Put?.Item ?? {}).find((item) => item.type === 'user') ?? {};
    expect(Object.entries(stored).filter(([, value]) => value === null)).toEqual([]);
  });

  it('throws EmailTakenError when the email claim exists', async () => {
    // Prepare
    ddb.on(TransactWriteCommand).rejects(transactionCanceled());

    // Act
    const creating = createUser(newMember);

    // Assess
    await expect(creating).rejects.toBeInstanceOf(EmailTakenError);
  });

  it('lets other failures through unchanged', async () => {
    // Prepare
    const throttled = Object.assign(new Error('slow down'), { name: 'ThrottlingException' });
    ddb.on(TransactWriteCommand).rejects(throttled);

    // Act
    const creating = createUser(newMember);

    // Assess
    await expect(creating).rejects.toThrow('slow down');
  });
});

describe('getUser and getUserByEmail', () => {
  it('reads the member through the email claim, consistently, without key attributes', async () => {
    // Prepare
    const ada = member({ email: 'ada@example.com' });
    givenMember(ddb, ada);

    // Act
    const found = await getUserByEmail('ada@example.com');

    // Assess
    expect(found).toEqual(ada);
    expect(ddb.commandCalls(GetCommand).map((c) => c.args[0].input)).toEqual([
      { TableName: 'snifty-unit', Key: emailKey('ada@example.com'), ConsistentRead: true },
      { TableName: 'snifty-unit', Key: userKey(ada.id), ConsistentRead: true },
    ]);
  });

  it('answers null for an unknown email after one read', async () => {
    // Act
    const found = await getUserByEmail('nobody@example.com');

    // Assess
    expect(found).toBeNull();
    expect(ddb.commandCalls(GetCommand)).toHaveLength(1);
  });

  it('fills absent optional fields with null and reads emailVerified as a boolean', async () => {
    // Prepare
    ddb.on(GetCommand, { Key: userKey('u1') }).resolves({
      Item: { ...userKey('u1'), id: 'u1', email: 'a@b.co', authProvider: 'google', createdAt: 'c', updatedAt: 'u' },
    });

    // Act
    const user = await getUser('u1');

    // Assess
    expect(user).toEqual({
      id: 'u1',
      email: 'a@b.co',
      firstName: null,
      lastName: null,
      profileImageUrl: null,
      avatarKey: null,
      passwordHash: null,
      authProvider: 'google',
      emailVerified: false,
      createdAt: 'c',
      updatedAt: 'u',
    });
  });
});

describe('updates of the member', () => {
  it('markEmailVerified sets the flag on an existing member only', async () => {
    // Act
    await markEmailVerified('u1');

    // Assess
    expect(ddb.commandCalls(UpdateCommand)[0]?.args[0].input).toMatchObject({
      Key: userKey('u1'),
      UpdateExpression: 'SET emailVerified = :true, updatedAt = :now',
      ConditionExpression: 'attribute_exists(PK)',
    });
  });

  it('setPasswordHash stores the hash and verifies the email', async () => {
    // Act
    await setPasswordHash('u1', 'scrypt$new');

    // Assess
    expect(ddb.commandCalls(UpdateCommand)[0]?.args[0].input).toMatchObject({
      Key: userKey('u1'),
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: expect.objectContaining({ ':hash': 'scrypt$new', ':true': true }),
    });
  });

  it('fillProfileGaps sets only the fields the profile has, each if not already there', async () => {
    // Act
    await fillProfileGaps('u1', { firstName: 'Grace', lastName: null, profileImageUrl: 'https://img.test/g.png' });

    // Assess
    const input = ddb.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(input?.UpdateExpression).toBe(
      'SET updatedAt = :now, firstName = if_not_exists(firstName, :firstName), profileImageUrl = if_not_exists(profileImageUrl, :profileImageUrl), emailVerified = :true',
    );
    expect(input?.ExpressionAttributeValues).not.toHaveProperty(':lastName');
  });

  it('clearPasswordOfUnverified is guarded by emailVerified = false and quiet when the guard fails', async () => {
    // Prepare
    ddb.on(UpdateCommand).rejects(conditionFailed());

    // Act
    const clearing = clearPasswordOfUnverified('u1');

    // Assess
    await expect(clearing).resolves.toBeUndefined();
    expect(ddb.commandCalls(UpdateCommand)[0]?.args[0].input.ConditionExpression).toBe(
      'attribute_exists(PK) AND emailVerified = :false',
    );
  });

  it('clearPasswordOfUnverified lets other failures through', async () => {
    // Prepare
    ddb.on(UpdateCommand).rejects(new Error('network'));

    // Act
    const clearing = clearPasswordOfUnverified('u1');

    // Assess
    await expect(clearing).rejects.toThrow('network');
  });
});
