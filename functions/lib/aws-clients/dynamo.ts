/** The DynamoDB document client, for the data layer (functions/data/client.ts). */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../config';
import { containerClient } from './container-client';

/**
 * Throttles and timeouts come in short bursts and DynamoDB answers in milliseconds, so a request retries
 * more than the SDK's default three attempts before it answers 503: at a 5 % fault rate three attempts
 * fail one call in 8,000, five one in 3 million (docs/decisions/failure-injection.md).
 */
export const DYNAMODB_MAX_ATTEMPTS = 5;

export const dynamoClient = containerClient(() =>
  DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: config().AWS_REGION,
      maxAttempts: DYNAMODB_MAX_ATTEMPTS,
      ...(config().DYNAMODB_ENDPOINT ? { endpoint: config().DYNAMODB_ENDPOINT } : {}),
    }),
    { marshallOptions: { removeUndefinedValues: true } },
  ),
);
