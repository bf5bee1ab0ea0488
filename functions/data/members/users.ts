/**
 * Users. Keys (built in keys.ts):
 *   USER#<id> / PROFILE           the member
 *   EMAIL#<email> / EMAIL         uniqueness of the email, pointing at the member
 * `avatarKey` is the media-store key of an uploaded profile picture (signed when presented); `profileImageUrl`
 * is a social provider's picture address, used when there is no upload.
 */
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../../shared/zod';
import { AUTH_PROVIDERS, type AuthProvider } from '../../../shared/enums';
import { clock } from '../../kernel/clock';
import { EmailTakenError } from '../../kernel/errors';
import { newId } from '../../kernel/ids';
import { batchGet, db, tableName } from '../table/client';
import { emailKey, userKey } from '../keys/keys';
import { itemParser, orNull, parseAll } from '../table/parse';
import { EXISTS, IS_NEW, orIfConditionFailed, throwIfConditionFailed, wasApplied } from '../table/writes';
import { lazySchema } from '../../../shared/lazy-schema';

export interface UserRecord {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  avatarKey: string | null;
  passwordHash: string | null;
  authProvider: AuthProvider;
  emailVerified: boolean;
  createdAt: string;
  updatedAt: string;
  /** When the member's deletion started (leaving-member-guard.ts): from then on the member may only finish leaving. */
  leavingSince?: string;
}

/**
 * DynamoDB counts a NULL attribute as present, so `if_not_exists` would never fill it later:
 * absent fields are left out instead (toUser reads them back as null).
 */
function withoutNulls<T extends object>(record: T): Partial<T> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null)) as Partial<T>;
}

export type NewUser = Pick<UserRecord, 'email' | 'firstName' | 'lastName' | 'passwordHash' | 'authProvider' | 'emailVerified'> &
  Partial<Pick<UserRecord, 'profileImageUrl'>>;

/** Creates the member and claims the email in one transaction; throws EmailTakenError if taken. */
export async function createUser(input: NewUser): Promise<UserRecord> {
  const now = clock.nowIso();
  const user: UserRecord = {
    id: newId(),
    profileImageUrl: null,
    avatarKey: null,
    ...input,
    createdAt: now,
    updatedAt: now,
  };
  const claimed = () =>
    db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: { ...emailKey(user.email), userId: user.id },
              ConditionExpression: IS_NEW,
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: { ...userKey(user.id), type: 'user', ...withoutNulls(user) },
              ConditionExpression: IS_NEW,
            },
          },
        ],
      }),
    );
  await throwIfConditionFailed(claimed, () => new EmailTakenError());
  return user;
}

// Stored without NULL attributes (withoutNulls): orNull reads an absent one as null.
const userItem: z.ZodMiniType<UserRecord> = lazySchema(() =>
  z.object({
    id: z.string(),
    email: z.string(),
    firstName: orNull(z.string()),
    lastName: orNull(z.string()),
    profileImageUrl: orNull(z.string()),
    avatarKey: orNull(z.string()),
    passwordHash: orNull(z.string()),
    authProvider: z.enum(AUTH_PROVIDERS),
    emailVerified: z._default(z.boolean(), false),
    createdAt: z.string(),
    updatedAt: z.string(),
    leavingSince: z.optional(z.string()),
  }),
);
export const toUser = itemParser('user', userItem);

const toEmailClaim = itemParser(
  'email claim',
  lazySchema(() => z.object({ userId: z.string() })),
);

export async function getUser(id: string): Promise<UserRecord | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: userKey(id), ConsistentRead: true }));
  return toUser(Item);
}

/** The members with these ids that exist, by id (one batch read per hundred). */
export async function getUsers(ids: readonly string[]): Promise<Map<string, UserRecord>> {
  const items = await batchGet([...new Set(ids)].map(userKey));
  return new Map(parseAll(toUser, items).map((user) => [user.id, user]));
}

export async function getUserByEmail(email: string): Promise<UserRecord | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: emailKey(email.toLowerCase()), ConsistentRead: true }),
  );
  const claim = toEmailClaim(Item);
  return claim ? getUser(claim.userId) : null;
}

/**
 * Takes back a sign-up whose verification mail could not be sent: the member and the email claim go
 * together, so the address is free at once. Only while the member is still unverified and the claim
 * still points at them; false when either changed meanwhile (then nothing is deleted).
 */
export async function withdrawUnverifiedUser(user: Pick<UserRecord, 'id' | 'email'>): Promise<boolean> {
  return wasApplied(() =>
    db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: tableName(),
              Key: emailKey(user.email),
              ConditionExpression: 'userId = :id',
              ExpressionAttributeValues: { ':id': user.id },
            },
          },
          {
            Delete: {
              TableName: tableName(),
              Key: userKey(user.id),
              ConditionExpression: 'emailVerified = :false',
              ExpressionAttributeValues: { ':false': false },
            },
          },
        ],
      }),
    ),
  );
}

export async function markEmailVerified(id: string): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: userKey(id),
      UpdateExpression: 'SET emailVerified = :true, updatedAt = :now',
      ConditionExpression: EXISTS,
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
      ConditionExpression: EXISTS,
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
  const update = () =>
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: userKey(id),
        UpdateExpression: 'SET passwordHash = :null, updatedAt = :now',
        ConditionExpression: `${EXISTS} AND emailVerified = :false`,
        ExpressionAttributeValues: { ':null': null, ':false': false, ':now': clock.nowIso() },
      }),
    );
  await wasApplied(update);
}

/** New names (already checked by the sign-up rules); null when the member is gone. */
export async function updateNames(id: string, names: { firstName: string; lastName: string }): Promise<UserRecord | null> {
  const update = () =>
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: userKey(id),
        UpdateExpression: 'SET firstName = :first, lastName = :last, updatedAt = :now',
        ConditionExpression: EXISTS,
        ExpressionAttributeValues: { ':first': names.firstName, ':last': names.lastName, ':now': clock.nowIso() },
        ReturnValues: 'ALL_NEW',
      }),
    );
  return orIfConditionFailed(async () => toUser((await update()).Attributes), null);
}

/**
 * Points the member at a new profile picture (or none). Returns the member before and after, so the
 * caller can delete the picture it replaced; null when the member is gone.
 */
export async function setAvatarKey(id: string, avatarKey: string | null): Promise<{ before: UserRecord; after: UserRecord } | null> {
  const update = () =>
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: userKey(id),
        ...(avatarKey
          ? {
              UpdateExpression: 'SET avatarKey = :key, updatedAt = :now',
              ExpressionAttributeValues: { ':key': avatarKey, ':now': clock.nowIso() },
            }
          : { UpdateExpression: 'SET updatedAt = :now REMOVE avatarKey', ExpressionAttributeValues: { ':now': clock.nowIso() } }),
        ConditionExpression: EXISTS,
        ReturnValues: 'ALL_OLD',
      }),
    );
  return orIfConditionFailed(async () => {
    const before = toUser((await update()).Attributes);
    return before ? { before, after: { ...before, avatarKey, updatedAt: clock.nowIso() } } : null;
  }, null);
}
