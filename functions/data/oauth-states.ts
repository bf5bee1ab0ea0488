/**
 * Social sign-in attempts between the redirect to the identity provider and the callback.
 *   OAUTH#<state> / STATE     provider, PKCE verifier; lives ten minutes, used once
 */
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { SocialProvider } from '../../shared/enums';
import { clock } from '../lib/clock';
import { db, isConditionFailure, tableName } from './client';

export const OAUTH_STATE_TTL_MS = 10 * 60_000;

const stateKey = (state: string) => ({ PK: `OAUTH#${state}`, SK: 'STATE' });

export async function putOAuthState(state: string, provider: SocialProvider, codeVerifier: string): Promise<void> {
  const expiresAt = new Date(clock.now().getTime() + OAUTH_STATE_TTL_MS);
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...stateKey(state),
        type: 'oauth-state',
        provider,
        codeVerifier,
        expiresAt: expiresAt.toISOString(),
        ttl: Math.floor(expiresAt.getTime() / 1000),
      },
    }),
  );
}

export async function consumeOAuthState(
  state: string,
): Promise<{ provider: SocialProvider; codeVerifier: string } | null> {
  try {
    const { Attributes } = await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: stateKey(state),
        ConditionExpression: 'attribute_exists(PK) AND expiresAt > :now',
        ExpressionAttributeValues: { ':now': clock.nowIso() },
        ReturnValues: 'ALL_OLD',
      }),
    );
    if (!Attributes) return null;
    return { provider: Attributes.provider as SocialProvider, codeVerifier: Attributes.codeVerifier as string };
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}
