import '../support/env';
import { DynamoDBDocumentClient, QueryCommand, ScanCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { CAPSULE_MESSAGES } from '../../../shared/messages/capsule';
import { runCapsuleOpenJob } from '../../../functions/content/capsule-open-job';
import { capsuleKey, capsuleUnlockIndex } from '../../../functions/data/keys/photo-keys';
import { freezeClock } from '../support/clock';
import { resetTable, transactionCanceled } from '../support/table';
import { givenStore, photoItem } from './content-table';

const ddb = mockClient(DynamoDBDocumentClient);
const NOW = new Date('2026-11-23T00:00:00.000Z');

const capsuleItem = (id: string, photoId: string, unlockDate: string) => ({
  ...capsuleKey(photoId, id),
  ...capsuleUnlockIndex(unlockDate, id),
  type: 'capsule',
  id,
  userId: 'owner-1',
  photoId,
  journalEntry: 'Secret',
  emotionTone: null,
  unlockDate,
  tags: [],
  createdAt: '2026-11-01T00:00:00.000Z',
});

beforeEach(() => {
  resetTable(ddb);
  freezeClock(NOW);
});

describe('the capsule-open job', () => {
  it("queries the due index up to today's date (never a Scan) and, in one conditional transaction per capsule, leaves the index and notifies the owner", async () => {
    // Prepare
    const photo = photoItem(NOW, 48, { id: 'photo-1', title: 'Sea day', userId: 'owner-1' });
    givenStore(ddb, [photo]);
    ddb.on(QueryCommand, { IndexName: 'GSI3' }).resolves({ Items: [capsuleItem('01JCAP1', 'photo-1', '2026-11-23')] });

    // Act
    const outcome = await runCapsuleOpenJob();

    // Assess
    expect(outcome).toEqual({ due: 1, notified: 1 });
    expect(ddb.commandCalls(ScanCommand)).toHaveLength(0);
    const [query] = ddb.commandCalls(QueryCommand, { IndexName: 'GSI3' }).map((call) => call.args[0].input);
    expect(query?.ExpressionAttributeValues).toMatchObject({
      ':pk': 'CAPSULES#SEALED',
      ':lo': 'UNLOCK#',
      ':hi': 'UNLOCK#2026-11-23#~',
    });
    const [transaction] = ddb.commandCalls(TransactWriteCommand).map((call) => call.args[0].input.TransactItems!);
    expect(transaction?.[0]?.Update).toMatchObject({
      Key: capsuleKey('photo-1', '01JCAP1'),
      ConditionExpression: 'attribute_exists(GSI3PK)',
      UpdateExpression: 'SET openedAt = :now REMOVE GSI3PK, GSI3SK',
    });
    expect(transaction?.[1]?.Put).toMatchObject({
      ConditionExpression: 'attribute_not_exists(PK)',
      Item: {
        type: 'notification',
        userId: 'owner-1',
        notificationType: 'capsule_open',
        title: CAPSULE_MESSAGES.openTitle,
        message: CAPSULE_MESSAGES.opened('Sea day'),
        photoId: 'photo-1',
        isRead: false,
      },
    });
  });

  it('tells nobody twice: a capsule another run announced first is skipped without an error', async () => {
    // Prepare
    givenStore(ddb, [photoItem(NOW, 48, { id: 'photo-1' })]);
    ddb.on(QueryCommand, { IndexName: 'GSI3' }).resolves({ Items: [capsuleItem('01JCAP1', 'photo-1', '2026-11-20')] });
    ddb.on(TransactWriteCommand).rejects(transactionCanceled(['ConditionalCheckFailed', 'None']));

    // Act
    const outcome = await runCapsuleOpenJob();

    // Assess
    expect(outcome).toEqual({ due: 1, notified: 0 });
  });

  it('writes nothing for a capsule whose photo is being deleted, nor when nothing is due', async () => {
    // Prepare
    givenStore(ddb, []);
    ddb.on(QueryCommand, { IndexName: 'GSI3' }).resolves({ Items: [capsuleItem('01JCAP2', 'gone', '2026-11-22')] });

    // Act
    const orphan = await runCapsuleOpenJob();
    ddb.on(QueryCommand, { IndexName: 'GSI3' }).resolves({ Items: [] });
    const quiet = await runCapsuleOpenJob();

    // Assess
    expect(orphan).toEqual({ due: 1, notified: 0 });
    expect(quiet).toEqual({ due: 0, notified: 0 });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});
