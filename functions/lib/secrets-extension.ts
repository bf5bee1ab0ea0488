/**
 * Reads a secret through the AWS Parameters and Secrets Lambda Extension, the layer the stack adds to
 * every function given a secret (infra/stack/service-function.ts). The extension serves Secrets
 * Manager's GetSecretValue answer on localhost and caches it, so a bundle needs no Secrets Manager
 * client (13 KB in every group). The extension asks for the function's own session
 * token, which proves the caller runs inside this execution environment.
 * https://docs.aws.amazon.com/lambda/latest/dg/with-secrets-manager.html
 */

/** The extension's default port; `PARAMETERS_SECRETS_EXTENSION_HTTP_PORT` changes it. */
const DEFAULT_PORT = '2773';

/** The part of GetSecretValue's answer we read. */
interface SecretValueAnswer {
  SecretString?: string;
}

export async function secretFromExtension(secretId: string): Promise<string> {
  const port = process.env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT || DEFAULT_PORT;
  const url = `http://localhost:${port}/secretsmanager/get?secretId=${encodeURIComponent(secretId)}`;
  const response = await fetch(url, {
    headers: { 'X-Aws-Parameters-Secrets-Token': process.env.AWS_SESSION_TOKEN ?? '' },
  });
  if (!response.ok) {
    throw new Error(`Secret ${secretId}: the secrets extension answered ${response.status} ${await response.text()}`);
  }
  const answer = (await response.json()) as SecretValueAnswer;
  if (answer.SecretString === undefined) throw new Error(`Secret ${secretId} has no string value`);
  return answer.SecretString;
}
