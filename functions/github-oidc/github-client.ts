/**
 * GitHub's OAuth app endpoints and REST API: the authorize URL, the code exchange, the user and their
 * emails. Calls go through the global `fetch` with a timeout; tests put a stub in with `setGitHubFetch`.
 * Answers are parsed with zod; a GitHub that does not answer, or answers nonsense, is GitHubUnavailableError.
 */
import * as z from '../../shared/zod';
import { HttpError } from '../kernel/errors';
import { logger } from '../kernel/logger';
import { GITHUB_OIDC_MESSAGES } from './messages';
import { lazySchema } from '../../shared/lazy-schema';

const GITHUB_AUTHORIZE_URL = 'https://github.com/login/oauth/authorize';
const GITHUB_TOKEN_URL = 'https://github.com/login/oauth/access_token';
const GITHUB_API_URL = 'https://api.github.com';
/** The profile and every email address with its verified flag; nothing more. */
export const GITHUB_SCOPES = 'read:user user:email';
/** Cognito waits only a few seconds for our token endpoint, which makes two rounds of calls. */
const TIMEOUT_MS = 4000;

export class GitHubUnavailableError extends HttpError {
  constructor() {
    super(502, GITHUB_OIDC_MESSAGES.githubUnavailable);
  }
}
/** GitHub refused the authorization code (expired, used, or for another redirect_uri). */
export class GitHubCodeRejectedError extends Error {}
/** GitHub's API refused the access token. */
export class GitHubTokenRejectedError extends Error {}

let fetchOverride: typeof fetch | undefined;

export function setGitHubFetch(stub?: typeof fetch): void {
  fetchOverride = stub;
}

async function call(url: string, init: RequestInit): Promise<Response> {
  try {
    return await (fetchOverride ?? fetch)(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    logger.warn('GitHub request failed', { url, error: error instanceof Error ? error.message : String(error) });
    throw new GitHubUnavailableError();
  }
}

async function readJson<S extends z.ZodMiniType>(response: Response, schema: S, url: string): Promise<z.output<S>> {
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) {
    logger.warn('GitHub answered an unexpected body', { url, status: response.status });
    throw new GitHubUnavailableError();
  }
  return parsed.data;
}

export function githubAuthorizeUrl(input: { clientId: string; redirectUri: string; state?: string }): string {
  const url = new URL(GITHUB_AUTHORIZE_URL);
  url.searchParams.set('client_id', input.clientId);
  url.searchParams.set('redirect_uri', input.redirectUri);
  url.searchParams.set('scope', GITHUB_SCOPES);
  if (input.state !== undefined) url.searchParams.set('state', input.state);
  return url.toString();
}

const tokenAnswer = lazySchema(() =>
  z.union([
    z.object({ access_token: z.string().check(z.minLength(1)), expires_in: z.optional(z.number().check(z.int(), z.positive())) }),
    z.object({ error: z.string(), error_description: z.optional(z.string()) }),
  ]),
);

export interface GitHubAccessToken {
  accessToken: string;
  /** Only GitHub Apps with expiring tokens say; OAuth app tokens do not expire. */
  expiresIn?: number;
}

export async function exchangeCode(input: {
  clientId: string;
  clientSecret: string;
  code: string;
  redirectUri?: string;
}): Promise<GitHubAccessToken> {
  const form = new URLSearchParams({ client_id: input.clientId, client_secret: input.clientSecret, code: input.code });
  if (input.redirectUri) form.set('redirect_uri', input.redirectUri);
  const response = await call(GITHUB_TOKEN_URL, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
  });
  if (response.status >= 500) throw new GitHubUnavailableError();
  // GitHub answers 200 with { error } when it refuses a code.
  const answer = await readJson(response, tokenAnswer, GITHUB_TOKEN_URL);
  if ('error' in answer) {
    logger.info('GitHub refused the code', { error: answer.error });
    throw new GitHubCodeRejectedError(answer.error);
  }
  return { accessToken: answer.access_token, ...(answer.expires_in ? { expiresIn: answer.expires_in } : {}) };
}

const githubUser = lazySchema(() =>
  z.object({
    id: z.number().check(z.int()),
    login: z.string(),
    name: z.nullish(z.string()),
    avatar_url: z.nullish(z.string().check(z.url())),
    html_url: z.nullish(z.string().check(z.url())),
  }),
);
export type GitHubUser = z.infer<typeof githubUser>;

const githubEmails = lazySchema(() => z.array(z.object({ email: z.string(), primary: z.boolean(), verified: z.boolean() })));
export type GitHubEmail = z.infer<typeof githubEmails>[number];

function apiGet(path: string, accessToken: string): Promise<Response> {
  return call(`${GITHUB_API_URL}${path}`, {
    headers: {
      accept: 'application/vnd.github+json',
      authorization: `Bearer ${accessToken}`,
      'user-agent': 'snifty-photos-github-oidc',
      'x-github-api-version': '2022-11-28',
    },
  });
}

export async function getUser(accessToken: string): Promise<GitHubUser> {
  const response = await apiGet('/user', accessToken);
  if (response.status === 401) throw new GitHubTokenRejectedError();
  if (!response.ok) throw new GitHubUnavailableError();
  return readJson(response, githubUser, '/user');
}

export async function getEmails(accessToken: string): Promise<GitHubEmail[]> {
  const response = await apiGet('/user/emails', accessToken);
  if (response.status === 401) throw new GitHubTokenRejectedError();
  // Without the user:email scope GitHub answers 404 (or 403): then no address is known to be verified.
  if (response.status === 403 || response.status === 404) return [];
  if (!response.ok) throw new GitHubUnavailableError();
  return readJson(response, githubEmails, '/user/emails');
}
