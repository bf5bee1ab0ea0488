import '../support/env';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { countTowardsLimit, RATE_LIMITS } from '../../../functions/lib/rate-limits';
import { TooManyRequestsError } from '../../../functions/kernel/errors';
import { freezeClock } from '../support/clock';
import { conditionFailed, resetTable } from '../support/table';

const ddb = mockClient(DynamoDBDocumentClient);

beforeEach(() => {
  resetTable(ddb);
  freezeClock('2026-03-01T12:45:00.000Z');
});

describe('countTowardsLimit', () => {
  it('takes a place in the window, conditioned on the limit', async () => {
    // Act
    await countTowardsLimit('restyle', 'user-1');

    // Assess
    expect(ddb.commandCalls(UpdateCommand)[0]?.args[0].input).toMatchObject({
      Key: { PK: 'RATE#restyle#user-1' },
      ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
      ExpressionAttributeValues: { ':limit': RATE_LIMITS.restyle.limit },
    });
  });

  it('refuses with a 429 carrying the message and the seconds until the window ends', async () => {
    // Prepare
    ddb.on(UpdateCommand).rejects(conditionFailed());

    // Act
    const refused = await countTowardsLimit('restyle', 'user-1').catch((error: unknown) => error);

    // Assess
    expect(refused).toBeInstanceOf(TooManyRequestsError);
    expect(refused).toMatchObject({ statusCode: 429, message: RATE_LIMITS.restyle.message, headers: { 'retry-after': '900' } });
  });

  it('counts each limited action in its own window', async () => {
    // Act
    await countTowardsLimit('upload', 'user-1');
    await countTowardsLimit('tribe-invite', 'user-1');

    // Assess
    const keys = ddb.commandCalls(UpdateCommand).map((call) => call.args[0].input.Key?.PK);
    expect(keys).toEqual(['RATE#upload#user-1', 'RATE#tribe-invite#user-1']);
  });
});
