/**
 * Social sign-in attempts between the redirect to the identity provider and the callback.
 *   OAUTH#<state> / STATE     provider, PKCE verifier; lives ten minutes, used once
 */
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from '../../../shared/zod';
import { SOCIAL_PROVIDERS, type SocialProvider } from '../../../shared/enums';
import { clock } from '../../kernel/clock';
import { db, tableName } from '../table/client';
import { oauthStateKey } from '../keys/keys';
import { itemParser } from '../table/parse';
import { orIfConditionFailed } from '../table/writes';
import { lazySchema } from '../../../shared/lazy-schema';

export const OAUTH_STATE_TTL_MS = 10 * 60_000;

const toAttempt = itemParser(
  'oauth state',
  lazySchema(() => z.object({ provider: z.enum(SOCIAL_PROVIDERS), codeVerifier: z.string() })),
);

export async function putOAuthState(state: string, provider: SocialProvider, codeVerifier: string): Promise<void> {
  const expiresAt = new Date(clock.now().getTime() + OAUTH_STATE_TTL_MS);
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...oauthStateKey(state),
        type: 'oauth-state',
        provider,
        codeVerifier,
        expiresAt: expiresAt.toISOString(),
        ttl: Math.floor(expiresAt.getTime() / 1000),
      },
    }),
  );
}

export async function consumeOAuthState(state: string): Promise<{ provider: SocialProvider; codeVerifier: string } | null> {
  const consumed = () =>
    db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: oauthStateKey(state),
        ConditionExpression: 'attribute_exists(PK) AND expiresAt > :now',
        ExpressionAttributeValues: { ':now': clock.nowIso() },
        ReturnValues: 'ALL_OLD',
      }),
    );
  return orIfConditionFailed(async () => toAttempt((await consumed()).Attributes), null);
}
