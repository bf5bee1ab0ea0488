import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// env first: it sets the environment the handler reads.
import { CLIENT_ID, CLIENT_SECRET, COGNITO_REDIRECT, configureGithub, ISSUER } from './env';
import { JwtRsaVerifier } from 'aws-jwt-verify';
import type { Jwks } from 'aws-jwt-verify/jwk';
import { setGitHubFetch } from '../../../functions/github-oidc/github-client';
import { handler } from '../../../functions/github-oidc/handler';
import { apiEvent, bodyOf, lambdaContext, tokenEvent } from './events';
import { ACCESS_TOKEN, defaultGitHubState, githubStub, GOOD_CODE, type GitHubState } from './github-stub';

const cognitoExchange = {
  grant_type: 'authorization_code',
  code: GOOD_CODE,
  redirect_uri: COGNITO_REDIRECT,
  client_id: CLIENT_ID,
  client_secret: CLIENT_SECRET,
};

async function publishedJwks(): Promise<Jwks> {
  const result = await handler(apiEvent('GET /api/oidc/github/jwks'), lambdaContext);
  return bodyOf(result) as unknown as Jwks;
}

async function verifiedIdToken(idToken: string) {
  const verifier = JwtRsaVerifier.create({ issuer: ISSUER, audience: CLIENT_ID, jwksUri: `${ISSUER}/jwks` });
  verifier.cacheJwks(await publishedJwks());
  return verifier.verify(idToken);
}

describe('POST /api/oidc/github/token', () => {
  let github: GitHubState;
  let stub: ReturnType<typeof githubStub>;

  beforeEach(() => {
    configureGithub();
    github = defaultGitHubState();
    stub = githubStub(github);
    setGitHubFetch(stub.fetch);
  });
  afterEach(() => setGitHubFetch());

  it('trades the code at GitHub and answers an ID token that verifies against our JWKS', async () => {
    // Act
    const result = await handler(tokenEvent(cognitoExchange), lambdaContext);

    // Assess
    expect(result.statusCode).toBe(200);
    expect(result.headers).toMatchObject({ 'cache-control': 'no-store', pragma: 'no-cache' });
    const body = bodyOf(result);
    expect(body).toMatchObject({ access_token: ACCESS_TOKEN, token_type: 'Bearer', expires_in: expect.any(Number) });
    const claims = await verifiedIdToken(String(body.id_token));
    expect(claims).toMatchObject({
      iss: ISSUER,
      aud: CLIENT_ID,
      sub: '4242',
      email: 'mona@example.com',
      email_verified: true,
      name: 'Mona Lisa Octocat',
      given_name: 'Mona',
      family_name: 'Lisa Octocat',
      preferred_username: 'octo',
      picture: 'https://avatars.githubusercontent.com/u/4242',
    });
    expect(claims.exp).toBe((claims.iat ?? 0) + 300);
  });

  it("calls GitHub with the app's credentials, the code and Cognito's redirect_uri", async () => {
    // Act
    await handler(tokenEvent(cognitoExchange), lambdaContext);

    // Assess
    const exchange = stub.calls.find((c) => c.url === 'https://github.com/login/oauth/access_token');
    expect(exchange?.method).toBe('POST');
    expect(exchange?.headers.get('accept')).toBe('application/json');
    expect(Object.fromEntries(new URLSearchParams(exchange?.body))).toEqual({
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      code: GOOD_CODE,
      redirect_uri: COGNITO_REDIRECT,
    });
    expect(stub.calls.map((c) => c.url)).toEqual(
      expect.arrayContaining(['https://api.github.com/user', 'https://api.github.com/user/emails']),
    );
  });

  it('accepts client_secret_basic and a base64-encoded body', async () => {
    // Prepare
    const { client_id: _id, client_secret: _secret, ...fields } = cognitoExchange;
    const basic = Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64');

    // Act
    const result = await handler(tokenEvent(fields, { headers: { authorization: `Basic ${basic}` }, base64: true }), lambdaContext);

    // Assess
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result).id_token).toEqual(expect.any(String));
  });

  it('takes a verified address when the primary one is not verified', async () => {
    // Prepare
    github.emails = [
      { email: 'unverified@example.com', primary: true, verified: false },
      { email: 'second@example.com', primary: false, verified: true },
    ];

    // Act
    const result = await handler(tokenEvent(cognitoExchange), lambdaContext);

    // Assess
    const claims = await verifiedIdToken(String(bodyOf(result).id_token));
    expect(claims.email).toBe('second@example.com');
  });

  it('refuses a GitHub account with no verified email', async () => {
    // Prepare
    github.emails = [{ email: 'mona@example.com', primary: true, verified: false }];

    // Act
    const result = await handler(tokenEvent(cognitoExchange), lambdaContext);

    // Assess
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result)).toEqual({
      error: 'invalid_grant',
      error_description: 'Your GitHub account has no verified email address',
      message: 'Your GitHub account has no verified email address',
    });
  });

  it('answers 401 invalid_client to a wrong client secret, without calling GitHub', async () => {
    // Act
    const result = await handler(tokenEvent({ ...cognitoExchange, client_secret: 'wrong' }), lambdaContext);

    // Assess
    expect(result.statusCode).toBe(401);
    expect(result.headers?.['www-authenticate']).toMatch(/^Basic /);
    expect(bodyOf(result)).toMatchObject({ error: 'invalid_client', message: 'Client authentication failed' });
    expect(stub.calls).toHaveLength(0);
  });

  it('answers 401 invalid_client to a wrong secret sent with Basic', async () => {
    // Prepare
    const { client_id: _id, client_secret: _secret, ...fields } = cognitoExchange;
    const basic = Buffer.from(`${CLIENT_ID}:wrong`).toString('base64');

    // Act
    const result = await handler(tokenEvent(fields, { headers: { authorization: `Basic ${basic}` } }), lambdaContext);

    // Assess
    expect(result.statusCode).toBe(401);
    expect(bodyOf(result).error).toBe('invalid_client');
  });

  it('answers invalid_grant when GitHub refuses the code', async () => {
    // Act
    const result = await handler(tokenEvent({ ...cognitoExchange, code: 'stale' }), lambdaContext);

    // Assess
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result)).toMatchObject({ error: 'invalid_grant' });
  });

  it('answers invalid_grant to a redirect_uri that is not configured', async () => {
    // Act
    const result = await handler(
      tokenEvent({ ...cognitoExchange, redirect_uri: 'https://evil.example.com/oauth2/idpresponse' }),
      lambdaContext,
    );

    // Assess
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result)).toMatchObject({ error: 'invalid_grant' });
    expect(stub.calls).toHaveLength(0);
  });

  it('answers unsupported_grant_type to anything but authorization_code', async () => {
    // Act
    const result = await handler(tokenEvent({ ...cognitoExchange, grant_type: 'refresh_token' }), lambdaContext);

    // Assess
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result)).toMatchObject({ error: 'unsupported_grant_type' });
  });

  it('answers invalid_request to a JSON body', async () => {
    // Prepare
    const event = apiEvent('POST /api/oidc/github/token', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(cognitoExchange),
    });

    // Act
    const result = await handler(event, lambdaContext);

    // Assess
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result)).toMatchObject({ error: 'invalid_request' });
  });

  it('answers 502 when GitHub does not answer', async () => {
    // Prepare
    setGitHubFetch((async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch);

    // Act
    const result = await handler(tokenEvent(cognitoExchange), lambdaContext);

    // Assess
    expect(result.statusCode).toBe(502);
    expect(bodyOf(result)).toEqual({ message: 'GitHub is not answering. Please try again.' });
  });

  it('answers 503 while GitHub sign-in is not configured', async () => {
    // Prepare
    configureGithub(false);

    // Act
    const result = await handler(tokenEvent(cognitoExchange), lambdaContext);

    // Assess
    expect(result.statusCode).toBe(503);
    expect(bodyOf(result)).toEqual({ message: 'GitHub sign-in is not configured' });
  });
});
