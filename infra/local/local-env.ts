/**
 * The configuration local mode gives the functions: the same variables the CDK stack sets in the cloud,
 * pointed at the in-process emulators and the local sign-in stand-in. Secrets are named exactly as in
 * the cloud (the Secrets Manager names cdk.json gives); `localSecrets` holds their local values.
 */
import { randomBytes } from 'node:crypto';
import { fixedSecrets, type SecretName, secretIdVariable, useSecretSource } from '../../functions/kernel/secrets';
import { DEFAULT_SETTINGS } from '../stack/settings';

export const LOCAL_TABLE_NAME = 'snifty-photos-local';
export const LOCAL_MEDIA_BUCKET = 'snifty-photos-media';
export const LOCAL_OAUTH_CLIENT_ID = 'snifty-local-client';
/**
 * The credentials local mode's clients sign with. The secret is new for every process, never the
 * emulators' well-known `S3RVER`: the storage front checks S3 signatures and upload policies with it, so
 * only this process's own clients reach storage (DynamoDB and SES emulators check no signature).
 */
export const LOCAL_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'SNIFTYLOCAL', AWS_SECRET_ACCESS_KEY: randomBytes(32).toString('base64url') };

/**
 * Local mode's DynamoDB runs in the same process as its callers and answers on that one event loop: sockets
 * beyond a few add file handles, not speed. A fixed pool the everyday load keeps full holds the process's
 * handles level; the SDK's own pool (50) grew with every burst and shrank 5 s later, so the soak's handle
 * count followed the slowest moments (docs/decisions/local-connection-pools.md). The cloud keeps the SDK's pool.
 */
export const EMULATOR_MAX_SOCKETS = 16;

export interface LocalEndpoints {
  siteUrl: string;
  dynamodb: string;
  s3: string;
  ses: string;
  mediaKeys: { keyPairId: string; privateKeyPem: string };
  /**
   * Cloud-like: the functions require this origin secret on browser routes, as in the cloud. @default - none:
   * local mode's functions check no origin (its server is the only way in)
   */
  originSecret?: string;
}

export function localEnvironment(endpoints: LocalEndpoints): Record<string, string> {
  const site = new URL(endpoints.siteUrl);
  const issuer = `${site.origin}/local-auth`;
  return {
    ...LOCAL_CREDENTIALS,
    AWS_REGION: 'us-east-1',
    TABLE_NAME: LOCAL_TABLE_NAME,
    MEDIA_BUCKET: LOCAL_MEDIA_BUCKET,
    DYNAMODB_ENDPOINT: endpoints.dynamodb,
    DYNAMODB_MAX_SOCKETS: String(EMULATOR_MAX_SOCKETS),
    S3_ENDPOINT: endpoints.s3,
    SES_ENDPOINT: endpoints.ses,
    SITE_URL: site.origin,
    EXTRA_ALLOWED_ORIGINS: `http://127.0.0.1:${site.port || 80}`,
    MAIL_FROM: 'Snifty Photos <no-reply@snifty.local>',
    OAUTH_AUTHORIZE_URL: `${issuer}/oauth2/authorize`,
    OAUTH_TOKEN_URL: `${issuer}/oauth2/token`,
    OAUTH_ISSUER: issuer,
    OAUTH_JWKS_URL: `${issuer}/.well-known/jwks.json`,
    OAUTH_CLIENT_ID: LOCAL_OAUTH_CLIENT_ID,
    OAUTH_CLIENT_SECRET: '',
    MEDIA_SIGNING_KEY_ID: endpoints.mediaKeys.keyPairId,
    [secretIdVariable('MEDIA_SIGNING_PRIVATE_KEY')]: LOCAL_SECRET_IDS.MEDIA_SIGNING_PRIVATE_KEY,
    AI_ANALYZER: 'local',
    AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
  };
}

/** Local mode reads the secrets under the cloud's default names (GitHub sign-in is the local stand-in's). */
const LOCAL_SECRET_IDS = {
  MEDIA_SIGNING_PRIVATE_KEY: DEFAULT_SETTINGS.mediaSigningKeySecretName,
  ORIGIN_SECRET: 'snifty-photos-local/origin-secret',
} as const satisfies Partial<Record<SecretName, string>>;

/** The values of the secrets `localEnvironment` names, by secret id, as Secrets Manager would answer them. */
export function localSecrets(endpoints: Pick<LocalEndpoints, 'mediaKeys' | 'originSecret'>): Record<string, string> {
  return {
    [LOCAL_SECRET_IDS.MEDIA_SIGNING_PRIVATE_KEY]: endpoints.mediaKeys.privateKeyPem,
    ...(endpoints.originSecret ? { [LOCAL_SECRET_IDS.ORIGIN_SECRET]: JSON.stringify({ current: endpoints.originSecret }) } : {}),
  };
}

export function applyEnvironment(env: Record<string, string>): void {
  for (const [key, value] of Object.entries(env)) process.env[key] = value;
}

/** The whole local configuration: the environment, and the values of the secrets it names. */
export function applyLocalConfiguration(endpoints: LocalEndpoints): void {
  applyEnvironment(localEnvironment(endpoints));
  // Set only in cloud-like mode, and gone again for a later local server in the same process.
  if (endpoints.originSecret) process.env[secretIdVariable('ORIGIN_SECRET')] = LOCAL_SECRET_IDS.ORIGIN_SECRET;
  else delete process.env[secretIdVariable('ORIGIN_SECRET')];
  useSecretSource(fixedSecrets(localSecrets(endpoints)));
}

/** For a process that talks to DynamoDB only (a job run by hand, bench/scale.ts): storage and mail are never reached. */
export function applyDynamoOnlyConfiguration(dynamodb: string, mediaKeys: LocalEndpoints['mediaKeys']): void {
  const unused = 'http://127.0.0.1:9';
  applyLocalConfiguration({ siteUrl: 'http://localhost:3000', dynamodb, s3: unused, ses: unused, mediaKeys });
}
