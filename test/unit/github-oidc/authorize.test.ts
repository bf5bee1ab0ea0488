import { beforeEach, describe, expect, it } from 'vitest';
import { CLIENT_ID, COGNITO_REDIRECT, configureGithub } from './env';
import { handler } from '../../../functions/github-oidc/handler';
import { apiEvent, bodyOf, lambdaContext } from './events';

const authorizeEvent = (query: Record<string, string>) => apiEvent('GET /api/oidc/github/authorize', { query });

const cognitoQuery = {
  client_id: CLIENT_ID,
  redirect_uri: COGNITO_REDIRECT,
  response_type: 'code',
  scope: 'openid email profile',
  state: 'cognito-state-123',
  nonce: 'cognito-nonce',
};

describe('GET /api/oidc/github/authorize', () => {
  beforeEach(() => configureGithub());

  it("sends the browser to GitHub with the app's client id, Cognito's redirect_uri and the same state", async () => {
    // Act
    const result = await handler(authorizeEvent(cognitoQuery), lambdaContext);

    // Assess
    expect(result.statusCode).toBe(302);
    const location = new URL(String(result.headers?.location));
    expect(`${location.origin}${location.pathname}`).toBe('https://github.com/login/oauth/authorize');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      client_id: CLIENT_ID,
      redirect_uri: COGNITO_REDIRECT,
      scope: 'read:user user:email',
      state: 'cognito-state-123',
    });
  });

  it('refuses a redirect_uri that is not configured, without redirecting', async () => {
    // Act
    const result = await handler(
      authorizeEvent({ ...cognitoQuery, redirect_uri: 'https://evil.example.com/oauth2/idpresponse' }),
      lambdaContext,
    );

    // Assess
    expect(result.statusCode).toBe(400);
    expect(result.headers?.location).toBeUndefined();
    expect(bodyOf(result)).toEqual({ message: 'redirect_uri is not allowed' });
  });

  it('refuses an unknown client_id', async () => {
    // Act
    const result = await handler(authorizeEvent({ ...cognitoQuery, client_id: 'someone-else' }), lambdaContext);

    // Assess
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result)).toEqual({ message: 'Unknown client_id' });
  });

  it('asks for client_id when it is missing', async () => {
    // Prepare
    const { client_id: _omitted, ...query } = cognitoQuery;

    // Act
    const result = await handler(authorizeEvent(query), lambdaContext);

    // Assess
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result)).toEqual({ message: 'client_id is required' });
  });

  it('sends an unsupported response_type back to the client with the error and its state', async () => {
    // Act
    const result = await handler(authorizeEvent({ ...cognitoQuery, response_type: 'token' }), lambdaContext);

    // Assess
    expect(result.statusCode).toBe(302);
    const location = new URL(String(result.headers?.location));
    expect(`${location.origin}${location.pathname}`).toBe(COGNITO_REDIRECT);
    expect(location.searchParams.get('error')).toBe('unsupported_response_type');
    expect(location.searchParams.get('state')).toBe('cognito-state-123');
  });

  it('answers 503 while GitHub sign-in is not configured', async () => {
    // Prepare
    configureGithub(false);

    // Act
    const result = await handler(authorizeEvent(cognitoQuery), lambdaContext);

    // Assess
    expect(result.statusCode).toBe(503);
    expect(bodyOf(result)).toEqual({ message: 'GitHub sign-in is not configured' });
  });
});
