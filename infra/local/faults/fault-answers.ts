/**
 * What an injected fault looks like, per service, as the service itself answers it: the SDK parses these
 * answers into its own exception classes and its retry policy classifies them as it would in the cloud.
 * A timeout is an SDK `TimeoutError`, raised before the request is sent or, where a repeat is harmless
 * (reads, and TransactWriteItems, which the SDK repeats with its idempotency token), after the store
 * applied it, as when an answer is lost on the way back.
 */
import { randomUUID } from 'node:crypto';
import { reasonsForOneFailure, transactionCanceled } from '../dynamo/cancellation';
import { DynamoError, ErrorTypes } from '../dynamo/wire';

/** An HTTP answer in the shape the SDK's deserializers read (status, headers, a collected body). */
export interface FaultAnswer {
  statusCode: number;
  headers: Record<string, string>;
  body: Uint8Array;
}

export type Fault = { kind: string; answer: FaultAnswer } | { kind: string; timeout: 'before sending' | 'after applying' };

const DYNAMO_READS = new Set(['GetItemCommand', 'QueryCommand', 'BatchGetItemCommand', 'TransactGetItemsCommand', 'ScanCommand']);

const pick = <T>(choices: readonly T[]): T => choices[Math.floor(Math.random() * choices.length)]!;
const utf8 = (text: string) => new TextEncoder().encode(text);

function dynamoAnswer(error: DynamoError): FaultAnswer {
  return {
    statusCode: error.status,
    headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-requestid': randomUUID() },
    body: utf8(JSON.stringify(error.body)),
  };
}

/** A JSON (REST) service's error: the type in `x-amzn-errortype`, as SES v2 and Bedrock Runtime send it. */
function restJsonAnswer(statusCode: number, type: string, message: string): FaultAnswer {
  return {
    statusCode,
    headers: { 'content-type': 'application/json', 'x-amzn-errortype': type, 'x-amzn-requestid': randomUUID() },
    body: utf8(JSON.stringify({ message })),
  };
}

function dynamoFault(command: string, body: unknown): Fault {
  const throttled = (type: string, message: string) => ({
    kind: type.split('#')[1]!,
    answer: dynamoAnswer(new DynamoError(400, { __type: type, message })),
  });
  const faults: (() => Fault)[] = [
    () => throttled(ErrorTypes.throughputExceeded, 'The level of configured provisioned throughput for the table was exceeded.'),
    () => throttled(ErrorTypes.throttling, 'Rate of requests exceeds the allowed throughput.'),
    () => ({ kind: 'timeout before sending', timeout: 'before sending' }),
  ];
  if (DYNAMO_READS.has(command) || command === 'TransactWriteItemsCommand')
    faults.push(() => ({ kind: 'timeout after applying', timeout: 'after applying' }));
  if (command === 'TransactWriteItemsCommand') {
    const count = transactionItemCount(body);
    if (count > 0) {
      const conflict = { Code: 'TransactionConflict', Message: 'Transaction is ongoing for the item' };
      const error = transactionCanceled(reasonsForOneFailure(count, Math.floor(Math.random() * count), conflict));
      faults.push(() => ({ kind: 'TransactionConflict', answer: dynamoAnswer(error) }));
    }
  }
  return pick(faults)();
}

function transactionItemCount(body: unknown): number {
  try {
    const text = body instanceof Uint8Array ? new TextDecoder().decode(body) : String(body);
    const items = (JSON.parse(text) as { TransactItems?: unknown[] }).TransactItems;
    return Array.isArray(items) ? items.length : 0;
  } catch {
    return 0;
  }
}

const s3SlowDown = (): Fault => ({
  kind: 'SlowDown',
  answer: {
    statusCode: 503,
    headers: { 'content-type': 'application/xml', 'x-amz-request-id': randomUUID() },
    body: utf8(
      '<?xml version="1.0" encoding="UTF-8"?><Error><Code>SlowDown</Code><Message>Please reduce your request rate.</Message></Error>',
    ),
  },
});

/** The fault to inject into one attempt of `command` on `client` (the SDK's names), or none for other services. */
export function faultFor(client: string, command: string, body: unknown): Fault | undefined {
  switch (client) {
    case 'DynamoDBClient':
      return dynamoFault(command, body);
    case 'S3Client':
      return pick([s3SlowDown, (): Fault => ({ kind: 'timeout before sending', timeout: 'before sending' })])();
    case 'SESv2Client':
      return pick<Fault>([
        {
          kind: 'TooManyRequestsException',
          answer: restJsonAnswer(429, 'TooManyRequestsException', 'Maximum sending rate exceeded.'),
        },
        { kind: 'timeout before sending', timeout: 'before sending' },
      ]);
    case 'BedrockRuntimeClient':
      return pick<Fault>([
        {
          kind: 'ThrottlingException',
          answer: restJsonAnswer(429, 'ThrottlingException', 'Too many requests, please wait before trying again.'),
        },
        { kind: 'ServiceUnavailableException', answer: restJsonAnswer(503, 'ServiceUnavailableException', 'Service unavailable.') },
        {
          kind: 'ModelTimeoutException',
          answer: restJsonAnswer(408, 'ModelTimeoutException', 'Model has timed out in processing the request.'),
        },
      ]);
    default:
      return undefined;
  }
}
