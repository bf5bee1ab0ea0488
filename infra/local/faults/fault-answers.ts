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

/** A fault that may be injected, by kind, made only when picked. */
type Candidate = { kind: string; make: () => Fault };

const DYNAMO_READS = new Set(['GetItemCommand', 'QueryCommand', 'BatchGetItemCommand', 'TransactGetItemsCommand', 'ScanCommand']);

const utf8 = (text: string) => new TextEncoder().encode(text);

const timeout = (when: 'before sending' | 'after applying'): Candidate => ({
  kind: `timeout ${when}`,
  make: () => ({ kind: `timeout ${when}`, timeout: when }),
});
const answered = (kind: string, answer: () => FaultAnswer): Candidate => ({ kind, make: () => ({ kind, answer: answer() }) });

function dynamoAnswer(error: DynamoError): FaultAnswer {
  return {
    statusCode: error.status,
    headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-requestid': randomUUID() },
    body: utf8(JSON.stringify(error.body)),
  };
}

/** A JSON (REST) service's error: the type in `x-amzn-errortype`, as SES v2 and Bedrock Runtime send it. */
const restJson = (statusCode: number, type: string, message: string): Candidate =>
  answered(type, () => ({
    statusCode,
    headers: { 'content-type': 'application/json', 'x-amzn-errortype': type, 'x-amzn-requestid': randomUUID() },
    body: utf8(JSON.stringify({ message })),
  }));

const dynamoThrottle = (type: string, message: string): Candidate =>
  answered(type.split('#')[1]!, () => dynamoAnswer(new DynamoError(400, { __type: type, message })));

function dynamoCandidates(command: string, body: unknown): Candidate[] {
  const candidates = [
    dynamoThrottle(ErrorTypes.throughputExceeded, 'The level of configured provisioned throughput for the table was exceeded.'),
    dynamoThrottle(ErrorTypes.throttling, 'Rate of requests exceeds the allowed throughput.'),
    timeout('before sending'),
  ];
  if (DYNAMO_READS.has(command) || command === 'TransactWriteItemsCommand') candidates.push(timeout('after applying'));
  const count = command === 'TransactWriteItemsCommand' ? transactionItemCount(body) : 0;
  if (count > 0) {
    const conflict = { Code: 'TransactionConflict', Message: 'Transaction is ongoing for the item' };
    candidates.push(
      answered('TransactionConflict', () =>
        dynamoAnswer(transactionCanceled(reasonsForOneFailure(count, Math.floor(Math.random() * count), conflict))),
      ),
    );
  }
  return candidates;
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

const S3_SLOW_DOWN = answered('SlowDown', () => ({
  statusCode: 503,
  headers: { 'content-type': 'application/xml', 'x-amz-request-id': randomUUID() },
  body: utf8(
    '<?xml version="1.0" encoding="UTF-8"?><Error><Code>SlowDown</Code><Message>Please reduce your request rate.</Message></Error>',
  ),
}));

function candidatesFor(client: string, command: string, body: unknown): Candidate[] {
  switch (client) {
    case 'DynamoDBClient':
      return dynamoCandidates(command, body);
    case 'S3Client':
      return [S3_SLOW_DOWN, timeout('before sending')];
    case 'SESv2Client':
      return [restJson(429, 'TooManyRequestsException', 'Maximum sending rate exceeded.'), timeout('before sending')];
    case 'BedrockRuntimeClient':
      return [
        restJson(429, 'ThrottlingException', 'Too many requests, please wait before trying again.'),
        restJson(503, 'ServiceUnavailableException', 'Service unavailable.'),
        restJson(408, 'ModelTimeoutException', 'Model has timed out in processing the request.'),
      ];
    default:
      return [];
  }
}

/**
 * The fault to inject into one attempt of `command` on `client` (the SDK's names), picked at random among
 * the service's kinds (only among `kinds` when given); none for other services or when no kind fits.
 */
export function faultFor(client: string, command: string, body: unknown, kinds?: ReadonlySet<string>): Fault | undefined {
  const candidates = candidatesFor(client, command, body).filter((candidate) => !kinds || kinds.has(candidate.kind));
  return candidates[Math.floor(Math.random() * candidates.length)]?.make();
}
