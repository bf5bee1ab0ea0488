/**
 * Every AWS SDK client, built from configuration the first time a function uses it, then kept for the
 * container's life. Local mode points the endpoints at the emulators; the cloud leaves them unset. No
 * other file constructs a client. Built lazily, one by one: a Lambda that only reads the table never
 * pays for constructing the S3, SES, Bedrock, Secrets Manager and SQS clients at cold start.
 */
import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SESClient } from '@aws-sdk/client-ses';
import { SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from './config';

const builders = {
  dynamo: () =>
    DynamoDBDocumentClient.from(
      new DynamoDBClient({
        region: config().AWS_REGION,
        ...(config().DYNAMODB_ENDPOINT ? { endpoint: config().DYNAMODB_ENDPOINT } : {}),
      }),
      { marshallOptions: { removeUndefinedValues: true } },
    ),
  s3: () =>
    new S3Client({
      region: config().AWS_REGION,
      ...(config().S3_ENDPOINT ? { endpoint: config().S3_ENDPOINT, forcePathStyle: true } : {}),
    }),
  ses: () => new SESClient({ region: config().AWS_REGION, ...(config().SES_ENDPOINT ? { endpoint: config().SES_ENDPOINT } : {}) }),
  bedrock: () => new BedrockRuntimeClient({ region: config().AWS_REGION }),
  // Only the cloud reads Secrets Manager; local mode gives its secrets another source (lib/secrets).
  secretsManager: () => new SecretsManagerClient({ region: config().AWS_REGION }),
  sqs: () => new SQSClient({ region: config().AWS_REGION }),
};

type Clients = { readonly [K in keyof typeof builders]: ReturnType<(typeof builders)[K]> };

let built: Partial<{ -readonly [K in keyof Clients]: Clients[K] }> = {};

/** Each property builds its client on first read. */
const clients = Object.defineProperties(
  {},
  Object.fromEntries(
    (Object.keys(builders) as (keyof Clients)[]).map((name) => [
      name,
      { enumerable: true, get: () => (built[name] ??= builders[name]() as never) },
    ]),
  ),
) as Clients;

export function awsClients(): Clients {
  return clients;
}

/** The local runtime and tests call this after changing the environment. */
export function resetAwsClients(): void {
  built = {};
}
