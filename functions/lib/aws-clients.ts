/**
 * Every AWS SDK client, built once per container from configuration. Local mode points the endpoints
 * at the emulators; the cloud leaves them unset. No other file constructs a client.
 */
import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SESClient } from '@aws-sdk/client-ses';
import { SQSClient } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from './config';

let clients:
  | {
      dynamo: DynamoDBDocumentClient;
      s3: S3Client;
      ses: SESClient;
      bedrock: BedrockRuntimeClient;
      secretsManager: SecretsManagerClient;
      sqs: SQSClient;
    }
  | undefined;

function build() {
  const c = config();
  const region = c.AWS_REGION;
  const dynamo = DynamoDBDocumentClient.from(
    new DynamoDBClient({ region, ...(c.DYNAMODB_ENDPOINT ? { endpoint: c.DYNAMODB_ENDPOINT } : {}) }),
    { marshallOptions: { removeUndefinedValues: true } },
  );
  const s3 = new S3Client({
    region,
    ...(c.S3_ENDPOINT ? { endpoint: c.S3_ENDPOINT, forcePathStyle: true } : {}),
  });
  const ses = new SESClient({ region, ...(c.SES_ENDPOINT ? { endpoint: c.SES_ENDPOINT } : {}) });
  const bedrock = new BedrockRuntimeClient({ region });
  // Only the cloud reads Secrets Manager; local mode gives its secrets another source (lib/secrets).
  const secretsManager = new SecretsManagerClient({ region });
  const sqs = new SQSClient({ region });
  return { dynamo, s3, ses, bedrock, secretsManager, sqs };
}

export function awsClients() {
  clients ??= build();
  return clients;
}

/** The local runtime and tests call this after changing the environment. */
export function resetAwsClients(): void {
  clients = undefined;
}
