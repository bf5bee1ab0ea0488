/**
 * The analysis dead-letter queue (infra/stack/analysis.ts): an object-created event whose analysis still
 * failed after Lambda's retries lands here as a Lambda destination record. The reconcile job redrives
 * it: each upload in the record is analysed again, and the message is deleted only when all of them
 * ended (ready, refused, or no longer a photo). A message that fails again stays, and so does the alarm.
 */
import { DeleteMessageCommand, ReceiveMessageCommand } from '@aws-sdk/client-sqs';
import { sqsClient } from '../kernel/aws-clients/sqs';
import { config } from '../kernel/config';
import { logger } from '../kernel/logger';
import { eventObjectKey } from './s3-event';

export interface RedriveOutcome {
  redriven: number;
  stillFailing: number;
}

/** Hidden from other receivers while one run works on it; longer than one run's budget. */
const VISIBILITY_SECONDS = 5 * 60;

/**
 * What a destination record `{ requestPayload, ... }` asks for again: the inbox keys of an S3 event,
 * 'job' for a failed scheduled run (the next run does its work), or null for anything we cannot read.
 */
export function deadLetterKeys(body: string | undefined): string[] | 'job' | null {
  try {
    const record = JSON.parse(body ?? '') as {
      requestPayload?: { job?: unknown; Records?: { s3?: { object?: { key?: unknown } } }[] };
    };
    if (typeof record.requestPayload?.job === 'string') return 'job';
    const keys = (record.requestPayload?.Records ?? [])
      .map((r) => r.s3?.object?.key)
      .filter((key): key is string => typeof key === 'string')
      .map(eventObjectKey);
    return keys.length ? keys : null;
  } catch {
    return null;
  }
}

export async function redriveDeadLetters(analyse: (key: string) => Promise<unknown>, until: number): Promise<RedriveOutcome> {
  const queueUrl = config().ANALYSIS_DEAD_LETTER_QUEUE_URL;
  const outcome: RedriveOutcome = { redriven: 0, stillFailing: 0 };
  if (!queueUrl) return outcome;
  const sqs = sqsClient();
  while (Date.now() < until) {
    const { Messages = [] } = await sqs.send(
      new ReceiveMessageCommand({ QueueUrl: queueUrl, MaxNumberOfMessages: 10, VisibilityTimeout: VISIBILITY_SECONDS }),
    );
    if (!Messages.length) break;
    for (const message of Messages) {
      const keys = deadLetterKeys(message.Body);
      if (!keys) {
        // Not a record of ours: left for a person to read, and the alarm keeps saying so.
        outcome.stillFailing += 1;
        logger.error('analysis: unreadable dead letter left in the queue', { messageId: message.MessageId });
        continue;
      }
      if (keys !== 'job') {
        const results = await Promise.allSettled(keys.map(analyse));
        if (results.some((r) => r.status === 'rejected')) {
          outcome.stillFailing += 1;
          logger.error('analysis: dead letter failed again', { keys });
          continue;
        }
      }
      await sqs.send(new DeleteMessageCommand({ QueueUrl: queueUrl, ReceiptHandle: message.ReceiptHandle }));
      outcome.redriven += 1;
    }
  }
  return outcome;
}
