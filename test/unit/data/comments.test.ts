import '../support/env';
import { DynamoDBDocumentClient, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { addComment, listComments } from '../../../functions/data/community/comments';
import { commentAuthorIndex, commentKey, photoKey } from '../../../functions/data/keys/photo-keys';
import { PhotoNotFoundError } from '../../../functions/kernel/errors';
import { freezeClock } from '../support/clock';
import { resetTable, transactionCanceled } from '../support/table';

const ddb = mockClient(DynamoDBDocumentClient);

beforeEach(() => {
  resetTable(ddb);
});

describe('addComment', () => {
  it('puts the comment and counts it on the photo, in one transaction guarded by the photo existing', async () => {
    // Prepare
    freezeClock('2026-03-01T12:00:00.000Z');

    // Act
    const comment = await addComment('p1', 'ada', 'Lovely light');

    // Assess
    expect(comment).toEqual({
      id: expect.any(String),
      photoId: 'p1',
      userId: 'ada',
      content: 'Lovely light',
      createdAt: '2026-03-01T12:00:00.000Z',
    });
    expect(ddb.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems).toEqual([
      {
        Put: {
          TableName: 'snifty-unit',
          Item: { ...commentKey('p1', comment.id), ...commentAuthorIndex('ada', comment.id), type: 'comment', ...comment },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      {
        Update: {
          TableName: 'snifty-unit',
          Key: photoKey('p1'),
          UpdateExpression: 'ADD #comments :comments',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeNames: { '#comments': 'comments' },
          ExpressionAttributeValues: { ':comments': 1 },
        },
      },
    ]);
  });

  it('throws PhotoNotFoundError when the photo is gone', async () => {
    // Prepare
    ddb.on(TransactWriteCommand).rejects(transactionCanceled(['None', 'ConditionalCheckFailed']));

    // Act
    const adding = addComment('p1', 'ada', 'Too late');

    // Assess
    await expect(adding).rejects.toBeInstanceOf(PhotoNotFoundError);
  });

  it('lets other failures through unchanged', async () => {
    // Prepare
    ddb.on(TransactWriteCommand).rejects(Object.assign(new Error('slow down'), { name: 'ThrottlingException' }));

    // Act
    const adding = addComment('p1', 'ada', 'Hello');

    // Assess
    await expect(adding).rejects.toThrow('slow down');
  });
});

describe('listComments', () => {
  const item = (id: string) => ({
    ...commentKey('p1', id),
    type: 'comment',
    id,
    photoId: 'p1',
    userId: 'ada',
    content: `comment ${id}`,
    createdAt: 'c',
  });

  it('reads the photo’s COMMENT# items newest first, one more than the page to know whether more exist', async () => {
    // Prepare
    ddb.on(QueryCommand).resolves({ Items: [item('03'), item('02'), item('01')] });

    // Act
    const { comments, more } = await listComments('p1', { limit: 2 });

    // Assess
    expect(comments).toEqual([
      { id: '03', photoId: 'p1', userId: 'ada', content: 'comment 03', createdAt: 'c' },
      { id: '02', photoId: 'p1', userId: 'ada', content: 'comment 02', createdAt: 'c' },
    ]);
    expect(more).toBe(true);
    expect(ddb.commandCalls(QueryCommand)[0]?.args[0].input).toMatchObject({
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :lo)',
      ExpressionAttributeValues: { ':pk': 'PHOTO#p1', ':lo': 'COMMENT#' },
      ScanIndexForward: false,
      ConsistentRead: true,
      Limit: 3,
    });
  });

  it('reads older than the cursor, dropping the cursor’s own comment', async () => {
    // Prepare
    ddb.on(QueryCommand).resolves({ Items: [item('02'), item('01')] });

    // Act
    const { comments, more } = await listComments('p1', { before: '02', limit: 5 });

    // Assess
    expect(comments.map((c) => c.id)).toEqual(['01']);
    expect(more).toBe(false);
    expect(ddb.commandCalls(QueryCommand)[0]?.args[0].input.ExpressionAttributeValues).toEqual({
      ':pk': 'PHOTO#p1',
      ':lo': 'COMMENT#',
      ':hi': 'COMMENT#02',
    });
  });

  it('leaves out an item that is not a readable comment', async () => {
    // Prepare
    ddb.on(QueryCommand).resolves({ Items: [item('02'), { ...commentKey('p1', '01'), id: '01', content: 42 }] });

    // Act
    const { comments } = await listComments('p1', { limit: 5 });

    // Assess
    expect(comments.map((c) => c.id)).toEqual(['02']);
  });
});
