import '../support/env';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeWithCounters, EXISTS, IS_NEW, orIfConditionFailed, throwIfConditionFailed } from '../../../functions/data/table/writes';
import { PhotoNotFoundError } from '../../../functions/kernel/errors';
import { conditionFailed, resetTable, transactionCanceled } from '../support/table';

const ddb = mockClient(DynamoDBDocumentClient);

beforeEach(() => {
  resetTable(ddb);
});

const throttled = () => Object.assign(new Error('slow down'), { name: 'ThrottlingException' });

describe('orIfConditionFailed', () => {
  it('answers the write’s result when it succeeds', async () => {
    // Act
    const result = await orIfConditionFailed(async () => 'written', 'fallback');

    // Assess
    expect(result).toBe('written');
  });

  it.each([
    ['a single write', conditionFailed()],
    ['a transaction', transactionCanceled()],
  ])('answers the fallback when the condition of %s failed', async (_kind, failure) => {
    // Act
    const result = await orIfConditionFailed(async () => {
      throw failure;
    }, 'fallback');

    // Assess
    expect(result).toBe('fallback');
  });

  it('lets other failures through, a transaction cancelled for another reason included', async () => {
    // Act
    const throttledWrite = orIfConditionFailed(async () => {
      throw throttled();
    }, null);
    const conflicted = orIfConditionFailed(async () => {
      throw transactionCanceled(['None', 'TransactionConflict']);
    }, null);

    // Assess
    await expect(throttledWrite).rejects.toThrow('slow down');
    await expect(conflicted).rejects.toMatchObject({ name: 'TransactionCanceledException' });
  });
});

describe('throwIfConditionFailed', () => {
  it('throws the domain error instead of a failed condition', async () => {
    // Act
    const writing = throwIfConditionFailed(
      async () => {
        throw transactionCanceled();
      },
      () => new PhotoNotFoundError(),
    );

    // Assess
    await expect(writing).rejects.toBeInstanceOf(PhotoNotFoundError);
  });

  it('answers the write’s result, and lets other failures through unchanged', async () => {
    // Act
    const result = await throwIfConditionFailed(
      async () => 42,
      () => new PhotoNotFoundError(),
    );
    const failing = throwIfConditionFailed(
      async () => {
        throw throttled();
      },
      () => new PhotoNotFoundError(),
    );

    // Assess
    expect(result).toBe(42);
    await expect(failing).rejects.toThrow('slow down');
  });
});

describe('changeWithCounters', () => {
  it('puts the item and moves each counter on an existing item, in one transaction, in the order given', async () => {
    // Act
    await changeWithCounters({ put: { PK: 'A#1', SK: 'B#2', type: 'thing' }, condition: IS_NEW }, [
      { key: { PK: 'A#1', SK: 'A' }, add: { things: 1, others: 0 } },
      { key: { PK: 'C#3', SK: 'C' }, add: { thingsReceived: -1 } },
    ]);

    // Assess
    const [call] = ddb.commandCalls(TransactWriteCommand);
    expect(call?.args[0].input.TransactItems).toEqual([
      {
        Put: {
          TableName: 'snifty-unit',
          Item: { PK: 'A#1', SK: 'B#2', type: 'thing' },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      {
        Update: {
          TableName: 'snifty-unit',
          Key: { PK: 'A#1', SK: 'A' },
          UpdateExpression: 'ADD #things :things, #others :others',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeNames: { '#things': 'things', '#others': 'others' },
          ExpressionAttributeValues: { ':things': 1, ':others': 0 },
        },
      },
      {
        Update: {
          TableName: 'snifty-unit',
          Key: { PK: 'C#3', SK: 'C' },
          UpdateExpression: 'ADD #thingsReceived :thingsReceived',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeNames: { '#thingsReceived': 'thingsReceived' },
          ExpressionAttributeValues: { ':thingsReceived': -1 },
        },
      },
    ]);
  });

  it('deletes the item under its condition and values', async () => {
    // Act
    await changeWithCounters({ delete: { PK: 'A#1', SK: 'B#2' }, condition: 'reaction = :current', values: { ':current': 'like' } }, [
      { key: { PK: 'A#1', SK: 'A' }, add: { likes: -1 } },
    ]);

    // Assess
    const items = ddb.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
    expect(items[0]).toEqual({
      Delete: {
        TableName: 'snifty-unit',
        Key: { PK: 'A#1', SK: 'B#2' },
        ConditionExpression: 'reaction = :current',
        ExpressionAttributeValues: { ':current': 'like' },
      },
    });
    expect(items).toHaveLength(2);
  });

  it('lets the cancelled transaction through, so callers read its reasons', async () => {
    // Prepare
    ddb.on(TransactWriteCommand).rejects(transactionCanceled(['None', 'ConditionalCheckFailed']));

    // Act
    const changing = changeWithCounters({ delete: { PK: 'A#1', SK: 'B#2' }, condition: EXISTS }, [
      { key: { PK: 'A#1', SK: 'A' }, add: { n: -1 } },
    ]);

    // Assess
    await expect(changing).rejects.toMatchObject({ CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed' }] });
  });
});
