/**
 * A route group's floor: a bundle that holds only the AWS SDK clients the group's declaration
 * implies (functions/<group>/group.ts, `access`), each constructed and sending one command. Its cost is
 * what the SDK alone spends at a cold start; a group's own code must stay within 1.25x of it
 * (bench/lambda-bundles.ts). Everything is exported so esbuild keeps it; nothing runs at import: like
 * our functions, the floor builds its clients at the first call, so both sides time module loading.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { GroupAccess } from '../functions/lib/http/route';
import { REPO_ROOT } from './stack/paths';

interface SdkClient {
  /** The packages the client is built from; the first that is installed of each alternative counts. */
  readonly packages: readonly string[];
  /** Module text: imports, the client and an exported function that sends one command. */
  readonly source: string;
}

const CLIENTS = {
  table: {
    packages: ['@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb'],
    source: `import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
export const table = () => DynamoDBDocumentClient.from(new DynamoDBClient({}));
export const getItem = () => table().send(new GetCommand({ TableName: 't', Key: { PK: 'p', SK: 's' } }));`,
  },
  media: {
    packages: ['@aws-sdk/client-s3'],
    source: `import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
export const s3 = () => new S3Client({});
export const getObject = () => s3().send(new GetObjectCommand({ Bucket: 'b', Key: 'k' }));`,
  },
  upload: {
    packages: ['@aws-sdk/s3-presigned-post'],
    source: `import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
export const presignPost = () => createPresignedPost(s3(), { Bucket: 'b', Key: 'k' });`,
  },
  mail: {
    packages: ['@aws-sdk/client-sesv2'],
    source: `import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
export const ses = () => new SESv2Client({});
export const sendMail = () => ses().send(new SendEmailCommand({ Content: { Simple: { Subject: { Data: 's' }, Body: { Text: { Data: 'b' } } } } }));`,
  },
  secrets: {
    packages: ['@aws-sdk/client-secrets-manager'],
    source: `import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
export const secrets = () => new SecretsManagerClient({});
export const getSecret = () => secrets().send(new GetSecretValueCommand({ SecretId: 's' }));`,
  },
  model: {
    packages: ['@aws-sdk/client-bedrock-runtime'],
    source: `import { BedrockRuntimeClient, ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
export const bedrock = () => new BedrockRuntimeClient({});
export const converse = () => bedrock().send(new ConverseCommand({ modelId: 'm', messages: [] }));`,
  },
} satisfies Record<string, SdkClient>;

export type SdkClientName = keyof typeof CLIENTS;

/** The clients a group's access implies, in a fixed order (the presigned POST needs the S3 client). */
export function clientsFor(access: GroupAccess): SdkClientName[] {
  const wanted: Record<SdkClientName, boolean> = {
    // Every group's handler reads the session cookie's session from the table (functions/lib/http/viewer.ts).
    table: true,
    media: access.media !== undefined || access.sweepsDataExports === true,
    // Uploads are presigned POSTs, made where the function may write the objects.
    upload: access.media === 'readWrite',
    mail: access.mail === true,
    // Every group's handler reads the secrets its environment names at the first request (group-handler.ts).
    secrets: true,
    model: access.model === true,
  };
  return (Object.keys(CLIENTS) as SdkClientName[]).filter((name) => wanted[name]);
}

/** The `@aws-sdk/client-*` packages a group may hold. */
export const sdkClientPackages = (clients: readonly SdkClientName[]): string[] =>
  clients
    .flatMap((name) => CLIENTS[name].packages.filter((p) => p.startsWith('@aws-sdk/client-')))
    .map((p) => p.slice('@aws-sdk/'.length));

const installed = (pkg: string): boolean => {
  try {
    createRequire(join(REPO_ROOT, 'package.json')).resolve(pkg);
    return true;
  } catch {
    return false;
  }
};

/**
 * The floor's module text. A client whose package is not installed is left out and named in `missing`:
 * no bundle can hold it then, so the floor without it is still what the SDK costs that group.
 */
export function floorSource(clients: readonly SdkClientName[]): {
  source: string;
  included: SdkClientName[];
  missing: SdkClientName[];
} {
  const included = clients.filter((name) => CLIENTS[name].packages.every(installed));
  const missing = clients.filter((name) => !included.includes(name));
  return { source: included.map((name) => CLIENTS[name].source).join('\n'), included, missing };
}
