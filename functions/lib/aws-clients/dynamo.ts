/** The DynamoDB document client, for the data layer (functions/data/client.ts). */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../config';
import { containerClient } from './container-client';

export const dynamoClient = containerClient(() =>
  DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: config().AWS_REGION,
      ...(config().DYNAMODB_ENDPOINT ? { endpoint: config().DYNAMODB_ENDPOINT } : {}),
    }),
    { marshallOptions: { removeUndefinedValues: true } },
  ),
);
