import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// env first: it sets the environment the handler reads.
import { configureGithub } from './env';
import { setGitHubFetch } from '../../../functions/github-oidc/github-client';
import { handler } from '../../../functions/github-oidc/handler';
import { apiEvent, bodyOf, lambdaContext } from './events';
import { ACCESS_TOKEN, defaultGitHubState, githubStub, type GitHubState } from './github-stub';

const userinfoEvent = (authorization?: string) =>
  apiEvent('GET /api/oidc/github/userinfo', { headers: authorization ? { authorization } : {} });

describe('GET /api/oidc/github/userinfo', () => {
  let github: GitHubState;

  beforeEach(() => {
    configureGithub();
    github = defaultGitHubState();
    setGitHubFetch(githubStub(github).fetch);
  });
  afterEach(() => setGitHubFetch());

  it("answers the GitHub user's claims for GitHub's access token", async () => {
    // Act
    const result = await handler(userinfoEvent(`Bearer ${ACCESS_TOKEN}`), lambdaContext);

    // Assess
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({
      sub: '4242',
      email: 'mona@example.com',
      email_verified: true,
      name: 'Mona Lisa Octocat',
      given_name: 'Mona',
      family_name: 'Lisa Octocat',
      preferred_username: 'octo',
      picture: 'https://avatars.githubusercontent.com/u/4242',
      profile: 'https://github.com/octo',
    });
  });

  it('answers 401 invalid_token to a token GitHub refuses', async () => {
    // Act
    const result = await handler(userinfoEvent('Bearer not-a-github-token'), lambdaContext);

    // Assess
    expect(result.statusCode).toBe(401);
    expect(result.headers?.['www-authenticate']).toContain('error="invalid_token"');
    expect(bodyOf(result)).toMatchObject({ error: 'invalid_token', message: 'The access token is invalid or has expired' });
  });

  it('answers 401 when no Bearer token is sent', async () => {
    // Act
    const result = await handler(userinfoEvent(), lambdaContext);

    // Assess
    expect(result.statusCode).toBe(401);
    expect(bodyOf(result)).toMatchObject({ error: 'invalid_token', message: 'A Bearer access token is required' });
  });

  it('answers 403 when GitHub has verified none of the addresses', async () => {
    // Prepare
    github.emails = [];

    // Act
    const result = await handler(userinfoEvent(`Bearer ${ACCESS_TOKEN}`), lambdaContext);

    // Assess
    expect(result.statusCode).toBe(403);
    expect(bodyOf(result)).toMatchObject({ error: 'insufficient_scope' });
  });

  it('answers 503 while GitHub sign-in is not configured', async () => {
    // Prepare
    configureGithub(false);

    // Act
    const result = await handler(userinfoEvent(`Bearer ${ACCESS_TOKEN}`), lambdaContext);

    // Assess
    expect(result.statusCode).toBe(503);
    expect(bodyOf(result)).toEqual({ message: 'GitHub sign-in is not configured' });
  });
});
