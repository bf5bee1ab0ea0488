/**
 * The environment the github-oidc tests run in; import it before the handler. A fresh RSA key is made
 * per test file. No test sends a session cookie, so the group handler never reads DynamoDB.
 */
import { generateKeyPairSync } from 'node:crypto';
import { resetConfig } from '../../../functions/kernel/config';
import { resetGithubOidcConfig } from '../../../functions/github-oidc/config';
import { fixedSecrets, useSecretSource } from '../../../functions/kernel/secrets';

export const SITE_URL = 'https://photos.example.com';
export const ISSUER = `${SITE_URL}/api/oidc/github`;
export const CLIENT_ID = 'gh-client-id';
export const CLIENT_SECRET = 'gh-client-secret';
export const COGNITO_REDIRECT = 'https://snifty.auth.us-east-1.amazoncognito.com/oauth2/idpresponse';

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
export const SIGNING_KEY_PEM = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

/** The secrets as Secrets Manager holds them; the environment names them only. */
const SECRETS = {
  'gh/client-secret': CLIENT_SECRET,
  'gh/oidc-signing-key': SIGNING_KEY_PEM,
  'media/signing-key': SIGNING_KEY_PEM,
};
useSecretSource(fixedSecrets(SECRETS));

const GITHUB_ENV = {
  GITHUB_CLIENT_ID: CLIENT_ID,
  GITHUB_CLIENT_SECRET_SECRET_ID: 'gh/client-secret',
  GITHUB_OIDC_SIGNING_KEY_SECRET_ID: 'gh/oidc-signing-key',
  GITHUB_OIDC_ALLOWED_REDIRECTS: `${COGNITO_REDIRECT}, https://other.auth.eu-west-1.amazoncognito.com/oauth2/idpresponse`,
};

Object.assign(process.env, {
  TABLE_NAME: 'x',
  SITE_URL,
  LOG_LEVEL: 'silent',
  OAUTH_AUTHORIZE_URL: 'https://auth.example.com/oauth2/authorize',
  OAUTH_TOKEN_URL: 'https://auth.example.com/oauth2/token',
  OAUTH_ISSUER: 'https://auth.example.com',
  OAUTH_JWKS_URL: 'https://auth.example.com/.well-known/jwks.json',
  OAUTH_CLIENT_ID: 'cognito-app-client',
  MEDIA_SIGNING_KEY_ID: 'K2TESTKEYPAIR',
  MEDIA_SIGNING_PRIVATE_KEY_SECRET_ID: 'media/signing-key',
});
resetConfig();

/** GitHub sign-in configured (the default for every test), or not at all. */
export function configureGithub(configured = true): void {
  for (const [name, value] of Object.entries(GITHUB_ENV)) {
    if (configured) process.env[name] = value;
    else delete process.env[name];
  }
  resetGithubOidcConfig();
}
