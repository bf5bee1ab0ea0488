/**
 * Sessions (sid, sess, expire). The cookie carries a random id; the table keeps only its hash. Keys (keys.ts):
 *   SESSION#<sha256(sid)> / SESSION       the session; GSI1 USER#<userId> / SESSION#<expire> lists a member's sessions
 * Each also keeps the device it started in and when it was last used (written at most every 5 minutes),
 * for the list in Settings, which names a session by the start of its hash (never the cookie's value).
 */
import { DeleteCommand, GetCommand, paginateQuery, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { sessionData, type SessionData } from '../../../shared/schemas/auth';
import { SESSION_SEEN_EVERY_MS, SESSION_TTL_MS } from '../../../shared/constants';
import { clock } from '../../kernel/clock';
import { hashToken } from '../../kernel/ids';
import { db, isLive, tableName } from '../table/client';
import { sessionKey, sessionUserIndex, SK_PREFIX, userPartition } from '../keys/keys';

export async function putSession(sid: string, userId: string, device: string): Promise<{ expire: Date }> {
  const now = clock.now();
  const expire = new Date(now.getTime() + SESSION_TTL_MS);
  const sess: SessionData = { userId, createdAt: now.toISOString() };
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...sessionKey(sid),
        ...sessionUserIndex(userId, expire.toISOString()),
        type: 'session',
        sid: hashToken(sid),
        sess: JSON.stringify(sess),
        expire: expire.toISOString(),
        ttl: Math.floor(expire.getTime() / 1000),
        device,
        lastSeen: now.toISOString(),
      },
    }),
  );
  return { expire };
}

export async function getSession(sid: string): Promise<SessionData | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: sessionKey(sid) }));
  if (!Item || !isLive(Item)) return null;
  const parsed = sessionData.safeParse(JSON.parse(String(Item.sess)));
  if (!parsed.success) return null;
  await noteSeen(sid, typeof Item.lastSeen === 'string' ? Item.lastSeen : undefined);
  return parsed.data;
}

/**
 * Records the session's use when the last record is older than SESSION_SEEN_EVERY_MS: no extra read (the
 * item was just read), one write per session per period, conditioned so concurrent requests write once
 * and a session ended meanwhile is not brought back. A failed record never fails the request.
 */
async function noteSeen(sid: string, lastSeen: string | undefined): Promise<void> {
  const now = clock.now();
  const stale = new Date(now.getTime() - SESSION_SEEN_EVERY_MS).toISOString();
  if (lastSeen && lastSeen > stale) return;
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: sessionKey(sid),
        UpdateExpression: 'SET lastSeen = :now',
        ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(lastSeen) OR lastSeen < :stale)',
        ExpressionAttributeValues: { ':now': now.toISOString(), ':stale': stale },
      }),
    );
  } catch {
    // Another request recorded it, the session ended, or the table was busy: the next use records it.
  }
}

export async function deleteSession(sid: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: sessionKey(sid) }));
}

/** How many characters of the stored hash name a session in Settings: 128 bits, unique among anyone's. */
const LISTED_ID_LENGTH = 32;
const listedIdOf = (pk: unknown) => String(pk).slice(SK_PREFIX.session.length, SK_PREFIX.session.length + LISTED_ID_LENGTH);
/** The id Settings lists the cookie's session by. */
export const listedSessionId = (sid: string) => listedIdOf(sessionKey(sid).PK);

/** Every session item of the member, page by page (a member has a few: one per browser). */
async function* sessionItemsOf(userId: string, projection?: string) {
  const pages = paginateQuery(
    { client: db() },
    {
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :prefix)',
      ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': SK_PREFIX.session },
      ...(projection ? { ProjectionExpression: projection } : {}),
    },
  );
  for await (const page of pages) yield* page.Items ?? [];
}

/** A session as Settings lists it. */
export interface ListedSession {
  id: string;
  device: string | undefined;
  createdAt: string;
  lastSeen: string | undefined;
  expiresAt: string;
}

/** The member's live sessions, soonest to expire first. */
export async function sessionsOf(userId: string): Promise<ListedSession[]> {
  const sessions: ListedSession[] = [];
  for await (const item of sessionItemsOf(userId)) {
    const sess = isLive(item) ? sessionData.safeParse(JSON.parse(String(item.sess))) : null;
    if (!sess?.success) continue;
    sessions.push({
      id: listedIdOf(item.PK),
      device: typeof item.device === 'string' ? item.device : undefined,
      createdAt: sess.data.createdAt,
      lastSeen: typeof item.lastSeen === 'string' ? item.lastSeen : undefined,
      expiresAt: String(item.expire),
    });
  }
  return sessions;
}

/**
 * Ends the member's session that Settings lists as `id`; false when the member has none by that id (another
 * member's session is never found: only the member's own index entries are searched).
 */
export async function deleteListedSession(userId: string, id: string): Promise<boolean> {
  for await (const item of sessionItemsOf(userId, 'PK, SK')) {
    if (listedIdOf(item.PK) !== id) continue;
    await db().send(new DeleteCommand({ TableName: tableName(), Key: { PK: item.PK, SK: item.SK } }));
    return true;
  }
  return false;
}

/**
 * After a password reset every session of the member ends; after a password change, or when the member
 * signs out everywhere else, every session but the one that asked (`keep`, the cookie's session id).
 */
export async function deleteSessionsOfUser(userId: string, options: { keep?: string } = {}): Promise<number> {
  const kept = options.keep ? sessionKey(options.keep).PK : undefined;
  let deleted = 0;
  for await (const item of sessionItemsOf(userId, 'PK, SK')) {
    if (item.PK === kept) continue;
    await db().send(new DeleteCommand({ TableName: tableName(), Key: { PK: item.PK, SK: item.SK } }));
    deleted += 1;
  }
  return deleted;
}
