/**
 * Sessions (sid, sess, expire). The cookie carries a random id; the table keeps only its hash. Keys (keys.ts):
 *   SESSION#<sha256(sid)> / SESSION       the session; GSI1 USER#<userId> / SESSION#<expire> lists a member's sessions
 */
import { DeleteCommand, GetCommand, paginateQuery, PutCommand } from '@aws-sdk/lib-dynamodb';
import { sessionData, type SessionData } from '../../shared/schemas/auth';
import { SESSION_TTL_MS } from '../../shared/constants';
import { clock } from '../lib/clock';
import { hashToken } from '../lib/ids';
import { db, isLive, tableName } from './client';
import { sessionKey, sessionUserIndex, SK_PREFIX, userPartition } from './keys';

export async function putSession(sid: string, userId: string): Promise<{ expire: Date }> {
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
      },
    }),
  );
  return { expire };
}

export async function getSession(sid: string): Promise<SessionData | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: sessionKey(sid) }));
  if (!Item || !isLive(Item)) return null;
  const parsed = sessionData.safeParse(JSON.parse(String(Item.sess)));
  return parsed.success ? parsed.data : null;
}

export async function deleteSession(sid: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: sessionKey(sid) }));
}

/**
 * After a password reset every session of the member ends; after a password change every session but
 * the one that changed it (`keep`, the cookie's session id).
 */
export async function deleteSessionsOfUser(userId: string, options: { keep?: string } = {}): Promise<number> {
  const kept = options.keep ? sessionKey(options.keep).PK : undefined;
  let deleted = 0;
  const pages = paginateQuery(
    { client: db() },
    {
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :prefix)',
      ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': SK_PREFIX.session },
      ProjectionExpression: 'PK, SK',
    },
  );
  for await (const page of pages) {
    for (const item of page.Items ?? []) {
      if (item.PK === kept) continue;
      await db().send(new DeleteCommand({ TableName: tableName(), Key: { PK: item.PK, SK: item.SK } }));
      deleted += 1;
    }
  }
  return deleted;
}
