/**
 * Users. Keys:
 *   USER#<id> / PROFILE           the member
 *   EMAIL#<email> / EMAIL         uniqueness of the email, pointing at the member
 */
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AuthProvider } from '../../shared/enums';
import { clock } from '../lib/clock';
import { newId } from '../lib/ids';
import { batchGet, db, isConditionFailure, isTransactionConditionFailure, tableName } from './client';

export interface UserRecord {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  passwordHash: string | null;
  authProvider: AuthProvider;
  emailVerified: boolean;
  createdAt: string;
  updatedAt: string;
}

const userKey = (id: string) => ({ PK: `USER#${id}`, SK: 'PROFILE' });
const emailKey = (email: string) => ({ PK: `EMAIL#${email}`, SK: 'EMAIL' });

/**
 * DynamoDB counts a NULL attribute as present, so `if_not_exists` would never fill it later:
 * absent fields are left out instead (toUser reads them back as null).
 */
function withoutNulls<T extends object>(record: T): Partial<T> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null)) as Partial<T>;
}

export class EmailTakenError extends Error {
  constructor() {
    super('email taken');
    this.name = 'EmailTakenError';
  }
}

export type NewUser = Pick<UserRecord, 'email' | 'firstName' | 'lastName' | 'passwordHash' | 'authProvider' | 'emailVerified'> &
  Partial<Pick<UserRecord, 'profileImageUrl'>>;

/** Creates the member and claims the email in one transaction; throws EmailTakenError if taken. */
export async function createUser(input: NewUser): Promise<UserRecord> {
  const now = clock.nowIso();
  const user: UserRecord = {
    id: newId(),
    profileImageUrl: null,
    ...input,
    createdAt: now,
    updatedAt: now,
  };
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: { ...emailKey(user.email), userId: user.id },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: { ...userKey(user.id), type: 'user', ...withoutNulls(user) },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (isTransactionConditionFailure(error)) throw new EmailTakenError();
    throw error;
  }
  return user;
}

function toUser(item: Record<string, unknown> | undefined): UserRecord | null {
  if (!item) return null;
  return {
    id: item.id as string,
    email: item.email as string,
    firstName: (item.firstName as string | null) ?? null,
    lastName: (item.lastName as string | null) ?? null,
    profileImageUrl: (item.profileImageUrl as string | null) ?? null,
    passwordHash: (item.passwordHash as string | null) ?? null,
    authProvider: item.authProvider as AuthProvider,
    emailVerified: Boolean(item.emailVerified),
    createdAt: item.createdAt as string,
    updatedAt: item.updatedAt as string,
  };
}

export async function getUser(id: string): Promise<UserRecord | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: userKey(id), ConsistentRead: true }));
  return toUser(Item);
}

/** The members with these ids that exist, by id (one batch read per hundred). */
export async function getUsers(ids: readonly string[]): Promise<Map<string, UserRecord>> {
  const items = await batchGet([...new Set(ids)].map(userKey));
  return new Map(items.map((item) => toUser(item)!).map((user) => [user.id, user]));
}

export async function getUserByEmail(email: string): Promise<UserRecord | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: emailKey(email.toLowerCase()), ConsistentRead: true }),
  );
  if (!Item) return null;
  return getUser(Item.userId as string);
}

export async function markEmailVerified(id: string): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: userKey(id),
      UpdateExpression: 'SET emailVerified = :true, updatedAt = :now',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':true': true, ':now': clock.nowIso() },
    }),
  );
}

/** Setting a password through an emailed link also proves the address. */
export async function setPasswordHash(id: string, passwordHash: string): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: userKey(id),
      UpdateExpression: 'SET passwordHash = :hash, emailVerified = :true, updatedAt = :now',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':hash': passwordHash, ':true': true, ':now': clock.nowIso() },
    }),
  );
}

/** Fills names and picture from a social profile where the member has none yet. */
export async function fillProfileGaps(
  id: string,
  profile: { firstName?: string | null; lastName?: string | null; profileImageUrl?: string | null },
): Promise<void> {
  const sets: string[] = ['updatedAt = :now'];
  const values: Record<string, unknown> = { ':now': clock.nowIso() };
  for (const field of ['firstName', 'lastName', 'profileImageUrl'] as const) {
    const value = profile[field];
    if (value) {
      sets.push(`${field} = if_not_exists(${field}, :${field})`);
      values[`:${field}`] = value;
    }
  }
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: userKey(id),
      UpdateExpression: `SET ${sets.join(', ')}, emailVerified = :true`,
      ExpressionAttributeValues: { ...values, ':true': true },
    }),
  );
}

/** Drops the password of a never-verified account, guarded so a verified one is never touched. */
export async function clearPasswordOfUnverified(id: string): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: userKey(id),
        UpdateExpression: 'SET passwordHash = :null, updatedAt = :now',
        ConditionExpression: 'attribute_exists(PK) AND emailVerified = :false',
        ExpressionAttributeValues: { ':null': null, ':false': false, ':now': clock.nowIso() },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
