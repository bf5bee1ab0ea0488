/**
 * The single table as the unit tests see it: `mockClient(DynamoDBDocumentClient)` plus "given" helpers
 * that answer the data layer's reads the way DynamoDB would. Keys come from the data layer's keys.ts.
 */
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  UpdateCommand,
  type DeleteCommandInput,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { AwsClientStub } from 'aws-sdk-client-mock';
import { MAIL_SENDS_PER_WINDOW } from '../../../shared/constants';
import type { SocialProvider } from '../../../shared/enums';
import {
  emailKey,
  oauthStateKey,
  rateWindowsPartition,
  sessionKey,
  signInStreakKey,
  tokenKey,
  userKey,
} from '../../../functions/data/keys/keys';
import type { RateScope } from '../../../functions/data/members/rate-windows';
import type { TokenKind } from '../../../functions/data/members/tokens';
import type { UserRecord } from '../../../functions/data/members/users';
import { hashToken } from '../../../functions/kernel/ids';

export { emailKey, oauthStateKey, sessionKey, signInStreakKey, tokenKey, userKey };

export type TableMock = AwsClientStub<DynamoDBDocumentClient>;

/** Every command succeeds with an empty answer unless a "given" says otherwise. */
export function resetTable(ddb: TableMock): void {
  ddb.reset();
  ddb.onAnyCommand().resolves({});
}

let memberCount = 0;
export function member(overrides: Partial<UserRecord> = {}): UserRecord {
  memberCount += 1;
  return {
    id: `01JMEMBER${String(memberCount).padStart(17, '0')}`,
    email: `member${memberCount}@example.com`,
    firstName: 'Ada',
    lastName: 'Lovelace',
    profileImageUrl: null,
    avatarKey: null,
    passwordHash: null,
    authProvider: 'email',
    emailVerified: true,
    createdAt: '2026-01-02T03:04:05.000Z',
    updatedAt: '2026-01-02T03:04:05.000Z',
    ...overrides,
  };
}

export const ratePk = (scope: RateScope, subject: string) => rateWindowsPartition(scope, subject);

/** The member and its email claim, as createUser stored them. */
export function givenMember(ddb: TableMock, user: UserRecord): void {
  ddb.on(GetCommand, { Key: emailKey(user.email) }).resolves({ Item: { ...emailKey(user.email), userId: user.id } });
  ddb.on(GetCommand, { Key: userKey(user.id) }).resolves({ Item: { ...userKey(user.id), type: 'user', ...user } });
}

/** A session item for the raw cookie value `sid`, expiring at `expire`. */
export function givenSession(ddb: TableMock, sid: string, userId: string, expire: Date): void {
  ddb.on(GetCommand, { Key: sessionKey(sid) }).resolves({
    Item: {
      ...sessionKey(sid),
      type: 'session',
      sid: hashToken(sid),
      sess: JSON.stringify({ userId, createdAt: '2026-01-02T03:04:05.000Z' }),
      expire: expire.toISOString(),
      ttl: Math.floor(expire.getTime() / 1000),
    },
  });
}

/** The account's streak from `address` is locked until `lockedUntil` (epoch ms): both reservations fail. */
export function givenSignInLocked(ddb: TableMock, email: string, address: string, lockedUntil: number): void {
  ddb.on(UpdateCommand, { Key: signInStreakKey(email, address) }).rejects(conditionFailed());
  ddb.on(GetCommand, { Key: signInStreakKey(email, address) }).resolves({ Item: { attempts: 6, lockedUntil } });
}

/** The account's streak from `address` already holds `attempts` attempts, this one included. */
export function givenSignInAttempts(ddb: TableMock, email: string, address: string, attempts: number): void {
  ddb.on(UpdateCommand, { Key: signInStreakKey(email, address) }).resolves({ Attributes: { attempts } });
}

/** The next mail to the address is its `count`th in the current window. */
export function givenMailCount(ddb: TableMock, email: string, count: number): void {
  const window = ddb.on(UpdateCommand, { Key: { PK: ratePk('mail', email) } });
  if (count > MAIL_SENDS_PER_WINDOW) window.rejects(conditionFailed());
  else window.resolves({});
}

export function conditionFailed(): ConditionalCheckFailedException {
  return new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} });
}

/** A transaction cancelled for these reasons, one per item in order (by default: the first item's condition failed). */
export function transactionCanceled(codes: string[] = ['ConditionalCheckFailed', 'None']): TransactionCanceledException {
  return new TransactionCanceledException({
    message: `Transaction cancelled, please refer cancellation reasons for specific reasons [${codes.join(', ')}]`,
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });
}

/**
 * An item that a conditional DeleteCommand consumes, honouring the clauses the caller sends:
 * attribute_exists(PK), kind = :kind and expiresAt > :now. Once deleted it is gone, as in DynamoDB. A
 * conditional update that spends it (SET spentAt, attribute_not_exists(spentAt)) works once, and a
 * consistent read then shows the spent item.
 */
function givenConsumableItem(ddb: TableMock, key: { PK: string; SK: string }, item: Record<string, unknown>): void {
  let current: Record<string, unknown> | undefined = { ...item };
  const holds = (input: DeleteCommandInput | UpdateCommandInput) => {
    const condition = input.ConditionExpression ?? '';
    const values = input.ExpressionAttributeValues ?? {};
    return (
      (!condition.includes('attribute_exists(PK)') || current !== undefined) &&
      (!condition.includes('kind = :kind') || current?.kind === values[':kind']) &&
      (!condition.includes('expiresAt > :now') || String(current?.expiresAt ?? '') > String(values[':now'])) &&
      (!condition.includes('attribute_not_exists(spentAt)') || current?.spentAt === undefined)
    );
  };
  ddb.on(DeleteCommand, { Key: key }).callsFake((input: DeleteCommandInput) => {
    if (!holds(input)) throw conditionFailed();
    const deleted = current;
    current = undefined;
    return deleted ? { Attributes: { ...key, ...deleted } } : {};
  });
  ddb.on(UpdateCommand, { Key: key }).callsFake((input: UpdateCommandInput) => {
    if (!holds(input)) throw conditionFailed();
    current = { ...current, spentAt: input.ExpressionAttributeValues?.[':now'] };
    return { Attributes: { ...key, ...current } };
  });
  ddb.on(GetCommand, { Key: key }).callsFake(() => (current ? { Item: { ...key, ...current } } : {}));
}

/** An emailed link's token as putToken stored it (its hash in the key). */
export function givenLinkToken(ddb: TableMock, token: { token: string; kind: TokenKind; userId: string; expiresAt: Date }): void {
  givenConsumableItem(ddb, tokenKey(token.token), {
    type: 'token',
    kind: token.kind,
    userId: token.userId,
    expiresAt: token.expiresAt.toISOString(),
    ttl: Math.floor(token.expiresAt.getTime() / 1000),
  });
}

/** A social sign-in attempt as putOAuthState stored it. */
export function givenOAuthState(
  ddb: TableMock,
  attempt: { state: string; provider: SocialProvider; codeVerifier: string; expiresAt: Date },
): void {
  givenConsumableItem(ddb, oauthStateKey(attempt.state), {
    type: 'oauth-state',
    provider: attempt.provider,
    codeVerifier: attempt.codeVerifier,
    expiresAt: attempt.expiresAt.toISOString(),
  });
}

/** The inputs of every command of a kind the table received, in order. */
export function putItems(ddb: TableMock): Record<string, unknown>[] {
  return ddb.commandCalls(PutCommand).map((call) => call.args[0].input.Item ?? {});
}

export function updatesOf(ddb: TableMock, key: { PK: string; SK: string }) {
  return ddb.commandCalls(UpdateCommand, { Key: key }).map((call) => call.args[0].input);
}

/** Every key the table was asked to delete, by DeleteItem or inside a BatchWriteItem, in order. */
export function deletedKeys(ddb: TableMock): Record<string, unknown>[] {
  const single = ddb.commandCalls(DeleteCommand).map((call) => call.args[0].input.Key ?? {});
  const batched = ddb
    .commandCalls(BatchWriteCommand)
    .flatMap((call) => Object.values(call.args[0].input.RequestItems ?? {}).flat())
    .flatMap((request) => (request.DeleteRequest?.Key ? [request.DeleteRequest.Key] : []));
  return [...single, ...batched];
}

/** The photo a read finds (getPhoto reads it with its counter shards in one BatchGetItem); undefined: none. */
export function givenPhotoRead(ddb: TableMock, item: Record<string, unknown> | undefined): void {
  ddb.on(BatchGetCommand).callsFake((input: { RequestItems: Record<string, { Keys: { PK: string; SK: string }[] }> }) => {
    const keys = input.RequestItems['snifty-unit']?.Keys ?? [];
    const asked = item && keys.some((key) => key.SK === 'PHOTO' && (item.PK === undefined || key.PK === item.PK));
    return { Responses: { 'snifty-unit': asked ? [item] : [] } };
  });
}
