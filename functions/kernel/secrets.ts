/**
 * The functions' secrets, read once per container (at the first request) and kept in memory. A function
 * may read a secret only when its environment names it: `<NAME>_SECRET_ID` holds the secret's name in
 * Secrets Manager, never its value, so `lambda:GetFunctionConfiguration` shows nothing secret and the
 * environment stays far below Lambda's 4 KB. The cloud asks Secrets Manager with the SDK client, in any
 * region; local mode and tests put another source in place (infra/local/local-env.ts gives the local
 * values under the same names).
 */
import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import { secretsManagerClient } from './aws-clients/secrets-manager';

/** Every secret a function of ours may be given, by the name the code reads it under. */
export const SECRET_NAMES = ['MEDIA_SIGNING_PRIVATE_KEY', 'GITHUB_CLIENT_SECRET', 'GITHUB_OIDC_SIGNING_KEY', 'ORIGIN_SECRET'] as const;
export type SecretName = (typeof SECRET_NAMES)[number];

/** The variable that names a secret's id: `MEDIA_SIGNING_PRIVATE_KEY` -> `MEDIA_SIGNING_PRIVATE_KEY_SECRET_ID`. */
export const secretIdVariable = (name: SecretName) => `${name}_SECRET_ID` as const;

/** Reads one secret's string value by its id (a Secrets Manager name or ARN). */
export type SecretSource = (secretId: string) => Promise<string>;

async function fromSecretsManager(secretId: string): Promise<string> {
  const { SecretString } = await secretsManagerClient().send(new GetSecretValueCommand({ SecretId: secretId }));
  if (SecretString === undefined) throw new Error(`Secret ${secretId} has no string value`);
  return SecretString;
}

let source: SecretSource = fromSecretsManager;
/** Values by secret id; a rotated secret reaches new containers (docs/operations.md). */
const values = new Map<string, string>();

const idOf = (name: SecretName): string | undefined => process.env[secretIdVariable(name)] || undefined;

/** Reads every secret this function's environment names and has not read yet; a failure is retried next time. */
export async function loadSecrets(): Promise<void> {
  const missing = SECRET_NAMES.map(idOf).filter((id): id is string => id !== undefined && !values.has(id));
  await Promise.all(
    [...new Set(missing)].map(async (id) => {
      values.set(id, await source(id));
    }),
  );
}

/** A secret read by `loadSecrets`, or undefined when this function is not given it (or it is not read yet). */
export function secret(name: SecretName): string | undefined {
  const id = idOf(name);
  return id === undefined ? undefined : values.get(id);
}

/**
 * Reads one secret again, for a value that is rotated while containers stay warm. The caller limits how
 * often: each call is a Secrets Manager request.
 */
export async function reloadSecret(name: SecretName): Promise<string | undefined> {
  const id = idOf(name);
  if (id === undefined) return undefined;
  values.set(id, await source(id));
  return values.get(id);
}

/** Local mode and tests read their own values; `undefined` brings Secrets Manager back. Forgets what was read. */
export function useSecretSource(replacement: SecretSource | undefined): void {
  source = replacement ?? fromSecretsManager;
  values.clear();
}

/** The source in use, so a test can add values in front of local mode's. */
export function currentSecretSource(): SecretSource {
  return source;
}

/** A source over fixed values by id, for local mode and tests. */
export function fixedSecrets(byId: Readonly<Record<string, string>>): SecretSource {
  return async (secretId) => {
    const value = byId[secretId];
    if (value === undefined) throw new Error(`No secret ${secretId}`);
    return value;
  };
}
