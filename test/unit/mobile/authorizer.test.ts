/** The API-key authorizer: one GetItem on the key's hash, and the refusals API Gateway turns into 403. */
import '../support/env';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayRequestAuthorizerEventV2 } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { handler } from '../../../functions/authorizer/handler';
import { apiKeyKey } from '../../../functions/data/keys/keys';
import { hashToken } from '../../../functions/kernel/ids';
import { freezeClock } from '../support/clock';
import { resetTable } from '../support/table';

const ddb = mockClient(DynamoDBDocumentClient);
const KEY = 'k3Xa'.padEnd(60, 'Q') + '9fQe';

beforeEach(() => {
  resetTable(ddb);
  freezeClock('2026-11-20T12:00:00.000Z');
});

function event(headers: Record<string, string>): APIGatewayRequestAuthorizerEventV2 {
  return {
    version: '2.0',
    type: 'REQUEST',
    routeArn: 'arn:aws:execute-api:us-east-1:123456789012:api/$default/GET/api/mobile/status',
    identitySource: Object.values(headers),
    routeKey: 'GET /api/mobile/status',
    rawPath: '/api/mobile/status',
    rawQueryString: '',
    cookies: [],
    headers,
    requestContext: {} as APIGatewayRequestAuthorizerEventV2['requestContext'],
  };
}

function givenKey(overrides: Record<string, unknown> = {}) {
  ddb.on(GetCommand, { Key: apiKeyKey(KEY) }).resolves({
    Item: {
      ...apiKeyKey(KEY),
      type: 'api-key',
      id: '01JKEY0000000000000000000A',
      userId: '01JUSER000000000000000000A',
      keyHash: hashToken(KEY),
      keyPreview: 'k3Xa••••••••9fQe',
      name: 'Phone',
      platform: 'ios',
      isActive: true,
      expiresAt: '2027-11-20T12:00:00.000Z',
      createdAt: '2026-11-20T11:00:00.000Z',
      updatedAt: '2026-11-20T11:00:00.000Z',
      ...overrides,
    },
  });
}

describe('the API-key authorizer', () => {
  it('finds the key by its SHA-256 hash with one consistent GetItem and passes the member and key ids', async () => {
    // Prepare
    givenKey();

    // Act
    const result = await handler(event({ 'x-api-key': KEY }));

    // Assess
    expect(result).toEqual({
      isAuthorized: true,
      context: { userId: '01JUSER000000000000000000A', keyId: '01JKEY0000000000000000000A' },
    });
    const gets = ddb.commandCalls(GetCommand);
    expect(gets).toHaveLength(1);
    expect(gets[0]!.args[0].input).toMatchObject({ Key: { PK: `APIKEY#${hashToken(KEY)}`, SK: 'APIKEY' }, ConsistentRead: true });
    expect(JSON.stringify(gets[0]!.args[0].input)).not.toContain(KEY);
  });

  it('records lastUsed at most once a minute, with a condition rather than a read', async () => {
    // Prepare
    givenKey();

    // Act
    await handler(event({ 'X-API-Key': KEY }));

    // Assess
    const update = ddb.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(update.ConditionExpression).toContain('lastUsed < :cutoff');
    expect(update.ExpressionAttributeValues).toMatchObject({
      ':now': '2026-11-20T12:00:00.000Z',
      ':cutoff': '2026-11-20T11:59:00.000Z',
    });
  });

  it('still lets the key in when the lastUsed write is skipped by its condition', async () => {
    // Prepare
    givenKey({ lastUsed: '2026-11-20T11:59:30.000Z' });
    ddb.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'no', $metadata: {} }));

    // Act + Assess
    expect((await handler(event({ 'x-api-key': KEY }))).isAuthorized).toBe(true);
  });

  it.each([
    ['missing', {}],
    ['empty', { 'x-api-key': '' }],
    ['too short', { 'x-api-key': 'abc' }],
    ['too long', { 'x-api-key': `${KEY}x` }],
    ['outside the alphabet', { 'x-api-key': `${KEY.slice(0, 63)}=` }],
  ])('refuses a %s header without reading the table', async (_, headers) => {
    // Act
    const result = await handler(event(headers));

    // Assess
    expect(result).toEqual({ isAuthorized: false, context: {} });
    expect(ddb.calls()).toHaveLength(0);
  });

  it('refuses an unknown key', async () => {
    expect((await handler(event({ 'x-api-key': KEY }))).isAuthorized).toBe(false);
  });

  it('refuses a deactivated key', async () => {
    // Prepare
    givenKey({ isActive: false });

    // Act + Assess
    expect((await handler(event({ 'x-api-key': KEY }))).isAuthorized).toBe(false);
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('refuses a key from the moment it expires', async () => {
    // Prepare
    givenKey({ expiresAt: '2026-11-20T12:00:00.000Z' });

    // Act + Assess
    expect((await handler(event({ 'x-api-key': KEY }))).isAuthorized).toBe(false);
  });
});
