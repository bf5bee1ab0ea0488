import '../support/env';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { counterShardKey, photoViewKey } from '../../../functions/data/keys/photo-keys';
import { counterShardOf } from '../../../functions/data/community/photo-counts';
import { countDailyView } from '../../../functions/data/photos/photo-views';
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
    // The viewer's shard of the photo, made by its first view: nothing lands in the photo's partition.
    expect(views!.Update).toMatchObject({
      Key: counterShardKey('p1', counterShardOf('u1')),
      UpdateExpression: 'ADD #views :views SET #type = :type, #photoId = :photoId',
      ExpressionAttributeValues: { ':views': 1, ':type': 'photo-counts', ':photoId': 'p1' },
    });
    expect(views!.Update).not.toHaveProperty('ConditionExpression');
  });

  it('counts nothing when the marker exists already (a reload)', async () => {
    // Prepare
    ddb.on(TransactWriteCommand).rejectsOnce(transactionCanceled(['ConditionalCheckFailed', 'None']));

    // Act
    const reload = await countDailyView('p1', 'u1');

    // Assess
    expect(reload).toBe(false);
  });

  it("keys the marker by the UTC day, in the viewer's partition, so the next day counts again", () => {
    expect(photoViewKey('p1', 'u1', '2026-03-01')).toEqual({ PK: 'USER#u1', SK: 'VIEW#2026-03-01#p1' });
  });
});
