import '../support/env';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { takeAllowance } from '../../../functions/lib/allowance';
import { TooManyRequestsError } from '../../../functions/kernel/errors';
import { freezeClock } from '../support/clock';
import { conditionFailed, resetTable } from '../support/table';

const ddb = mockClient(DynamoDBDocumentClient);
const allowance = { scope: 'restyle', windowMs: 60 * 60_000, limit: 20, message: 'Too many restyles.' } as const;

beforeEach(() => {
  resetTable(ddb);
  freezeClock('2026-03-01T12:45:00.000Z');
});

describe('takeAllowance', () => {
  it('takes a place in the window, conditioned on the limit', async () => {
    // Act
    await takeAllowance(allowance, 'user-1');

    // Assess
    expect(ddb.commandCalls(UpdateCommand)[0]?.args[0].input).toMatchObject({
      Key: { PK: 'RATE#restyle#user-1' },
      ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
      ExpressionAttributeValues: { ':limit': 20 },
    });
  });

  it('refuses with a 429 carrying the message and the seconds until the window ends', async () => {
    // Prepare
    ddb.on(UpdateCommand).rejects(conditionFailed());

    // Act
    const refused = await takeAllowance(allowance, 'user-1').catch((error: unknown) => error);

    // Assess
    expect(refused).toBeInstanceOf(TooManyRequestsError);
    expect(refused).toMatchObject({ statusCode: 429, message: 'Too many restyles.', headers: { 'retry-after': '900' } });
  });
});
