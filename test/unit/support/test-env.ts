/** The functions' configuration in tests, apart from env.ts (which applies it on import), for tests that set it themselves. */
export const TEST_ENV = {
  TABLE_NAME: 'snifty-unit',
  AWS_REGION: 'us-east-1',
  SITE_URL: 'http://localhost:3000',
  OAUTH_AUTHORIZE_URL: 'https://auth.snifty.test/oauth2/authorize',
  OAUTH_TOKEN_URL: 'https://auth.snifty.test/oauth2/token',
  OAUTH_ISSUER: 'https://auth.snifty.test/pool',
  OAUTH_JWKS_URL: 'https://auth.snifty.test/pool/.well-known/jwks.json',
  OAUTH_CLIENT_ID: 'snifty-web-client',
  LOG_LEVEL: 'silent',
  MEDIA_SIGNING_KEY_ID: 'K2TESTKEYPAIR',
} as const;
