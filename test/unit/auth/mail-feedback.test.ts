import '../support/env';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { handler } from '../../../functions/auth/handler';
import { lambdaContext } from '../support/api-event';
import { resetTable } from '../support/table';

const ddb = mockClient(DynamoDBDocumentClient);

beforeEach(() => {
  resetTable(ddb);
});

/** An SES event as EventBridge delivers it (detail as SES's event publishing writes it). */
const sesEvent = (detailType: string, detail: Record<string, unknown>) => ({
  version: '0',
  id: 'e1',
  source: 'aws.ses',
  'detail-type': detailType,
  account: '123456789012',
  region: 'us-east-1',
  time: '2026-11-29T10:00:00Z',
  resources: [],
  detail: { mail: { tags: { 'ses:configuration-set': ['set'] }, destination: ['x@example.com'] }, ...detail },
});

const run = (event: unknown) => (handler as unknown as (e: unknown, c: unknown) => Promise<unknown>)(event, lambdaContext());
const suppressed = () => ddb.commandCalls(PutCommand).map((call) => call.args[0].input.Item);

describe('SES bounces and complaints', () => {
  it('suppresses each address of a permanent bounce, lower-cased', async () => {
    const result = await run(
      sesEvent('Email Bounced', {
        eventType: 'Bounce',
        bounce: {
          bounceType: 'Permanent',
          bouncedRecipients: [{ emailAddress: 'Gone@Example.com' }, { emailAddress: 'b@example.com' }],
        },
      }),
    );
    expect(result).toEqual({ suppressed: 2 });
    expect(suppressed()).toEqual([
      expect.objectContaining({ PK: 'EMAIL#gone@example.com', SK: 'MAIL_SUPPRESSED', reason: 'bounce' }),
      expect.objectContaining({ PK: 'EMAIL#b@example.com', SK: 'MAIL_SUPPRESSED', reason: 'bounce' }),
    ]);
  });

  it('suppresses the address of a complaint', async () => {
    await run(
      sesEvent('Email Complaint Received', {
        eventType: 'Complaint',
        complaint: { complainedRecipients: [{ emailAddress: 'c@example.com' }] },
      }),
    );
    expect(suppressed()).toEqual([expect.objectContaining({ PK: 'EMAIL#c@example.com', reason: 'complaint' })]);
  });

  it('suppresses nothing for a soft bounce or an event it cannot read', async () => {
    await run(
      sesEvent('Email Bounced', {
        eventType: 'Bounce',
        bounce: { bounceType: 'Transient', bouncedRecipients: [{ emailAddress: 'full@example.com' }] },
      }),
    );
    await run(sesEvent('Email Bounced', { eventType: 'Bounce' }));
    expect(suppressed()).toEqual([]);
  });
});
