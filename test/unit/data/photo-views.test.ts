import '../support/env';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { photoKey, photoViewKey } from '../../../functions/data/photo-keys';
import { countDailyView } from '../../../functions/data/photo-views';
import { freezeClock } from '../support/clock';
import { resetTable, transactionCanceled } from '../support/table';

const ddb = mockClient(DynamoDBDocumentClient);

beforeEach(() => {
  resetTable(ddb);
  freezeClock('2026-03-01T12:00:00.000Z');
});

describe('countDailyView', () => {
  it("puts the member's marker for the day on condition it is new, with the views counter, in one transaction", async () => {
    // Prepare
    ddb.on(TransactWriteCommand).resolves({});

    // Act
    const counted = await countDailyView('p1', 'u1');

    // Assess
    expect(counted).toBe(true);
    const [marker, views] = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(marker!.Put).toMatchObject({
      Item: { ...photoViewKey('p1', 'u1', '2026-03-01'), type: 'photo-view', ttl: Date.parse('2026-03-03T12:00:00.000Z') / 1000 },
      ConditionExpression: 'attribute_not_exists(PK)',
    });
    expect(views!.Update).toMatchObject({
      Key: photoKey('p1'),
      UpdateExpression: 'ADD #views :views',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':views': 1 },
    });
  });

  it('counts nothing when the marker exists already (a reload) or the photo is gone', async () => {
    // Prepare
    ddb
      .on(TransactWriteCommand)
      .rejectsOnce(transactionCanceled(['ConditionalCheckFailed', 'None']))
      .rejectsOnce(transactionCanceled(['None', 'ConditionalCheckFailed']));

    // Act
    const reload = await countDailyView('p1', 'u1');
    const gone = await countDailyView('p1', 'u1');

    // Assess
    expect([reload, gone]).toEqual([false, false]);
  });

  it('keys the marker by the UTC day, so the next day counts again', () => {
    expect(photoViewKey('p1', 'u1', '2026-03-01')).toEqual({ PK: 'PHOTO#p1', SK: 'VIEW#2026-03-01#u1' });
  });
});
