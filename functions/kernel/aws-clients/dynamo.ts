/** The DynamoDB document client, for the data layer (functions/data/table/client.ts). */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { DeserializeHandler } from '@smithy/types';
import { config } from '../config';
import { logger } from '../logger';
import { containerClient } from './container-client';

/**
 * Throttles and timeouts come in short bursts and DynamoDB answers in milliseconds, so a request retries
 * more than the SDK's default three attempts before it answers 503: at a 5 % fault rate three attempts
 * fail one call in 8,000, five one in 3 million (docs/decisions/failure-injection.md).
 */
export const DYNAMODB_MAX_ATTEMPTS = 5;

/** Whether a transaction was cancelled by other transactions alone (no condition of ours failed). */
function cancelledByConflictOnly(error: unknown): boolean {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return false;
  const codes = ((error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []).map((r) => r.Code);
  return codes.includes('TransactionConflict') && codes.every((code) => code === 'None' || code === 'TransactionConflict');
}

/**
 * The SDK does not retry a transaction cancelled by a conflict; marked retryable here, it is repeated like a
 * throttle, as the same request with the same ClientRequestToken. That matters when an earlier attempt was
 * applied but its answer lost (a timeout): DynamoDB answers the repeat as that success instead of applying
 * it again, where a fresh request from the caller would count it twice.
 */
function retryConflicts<Input extends object, Output extends object>(
  next: DeserializeHandler<Input, Output>,
): DeserializeHandler<Input, Output> {
  return async (args) => {
    try {
      return await next(args);
    } catch (error) {
      if (cancelledByConflictOnly(error)) Object.assign(error as Error, { $retryable: { throttling: true } });
      throw error;
    }
  };
}

/** The one warning a fixed pool gives by design; any other warning of the HTTP handler stays a warning. */
const POOL_AT_CAPACITY = /socket usage at capacity/;

/**
 * A pool fixed at DYNAMODB_MAX_SOCKETS (local mode only) is full by design under load, so the SDK's
 * "socket usage at capacity" warning says nothing there: it goes to debug.
 */
const fixedPoolLogger = {
  debug: (message: string) => logger.debug(message),
  info: (message: string) => logger.info(message),
  warn: (message: string) => (POOL_AT_CAPACITY.test(message) ? logger.debug(message) : logger.warn(message)),
  error: (message: string) => logger.error(message),
};

export const dynamoClient = containerClient(() => {
  const { DYNAMODB_ENDPOINT: endpoint, DYNAMODB_MAX_SOCKETS: maxSockets } = config();
  const client = new DynamoDBClient({
    region: config().AWS_REGION,
    maxAttempts: DYNAMODB_MAX_ATTEMPTS,
    ...(endpoint ? { endpoint } : {}),
    ...(maxSockets ? { requestHandler: { httpAgent: { maxSockets }, logger: fixedPoolLogger } } : {}),
  });
  client.middlewareStack.add(retryConflicts, { step: 'deserialize', priority: 'high', name: 'retryTransactionConflicts' });
  return DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
});
