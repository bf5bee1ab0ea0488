/**
 * A stand-in for GitHub behind `fetch`: the code exchange, /user and /user/emails, answering from a
 * small mutable state and recording every call.
 */
import type { GitHubEmail } from '../../../functions/github-oidc/github-client';

export const GOOD_CODE = 'good-code';
export const ACCESS_TOKEN = 'gho_access_token';

export interface GitHubState {
  user: { id: number; login: string; name: string | null; avatar_url: string; html_url: string };
  emails: GitHubEmail[];
}

export interface RecordedCall {
  url: string;
  method: string;
  headers: Headers;
  body: string;
}

export function defaultGitHubState(): GitHubState {
  return {
    user: {
      id: 4242,
      login: 'octo',
      name: 'Mona Lisa Octocat',
      avatar_url: 'https://avatars.githubusercontent.com/u/4242',
      html_url: 'https://github.com/octo',
    },
    emails: [
      { email: 'old@example.com', primary: false, verified: true },
      { email: 'mona@example.com', primary: true, verified: true },
    ],
  };
}

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function githubStub(state: GitHubState) {
  const calls: RecordedCall[] = [];
  const stub = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const url = String(input);
    const headers = new Headers(init.headers);
    const body = init.body === undefined || init.body === null ? '' : String(init.body);
    calls.push({ url, method: init.method ?? 'GET', headers, body });

    if (url === 'https://github.com/login/oauth/access_token') {
      const form = new URLSearchParams(body);
      return form.get('code') === GOOD_CODE
        ? jsonResponse(200, { access_token: ACCESS_TOKEN, token_type: 'bearer', scope: 'read:user,user:email' })
        : jsonResponse(200, { error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' });
    }
    if (headers.get('authorization') !== `Bearer ${ACCESS_TOKEN}`) {
      return jsonResponse(401, { message: 'Bad credentials' });
    }
    if (url === 'https://api.github.com/user') return jsonResponse(200, state.user);
    if (url === 'https://api.github.com/user/emails') return jsonResponse(200, state.emails);
    return jsonResponse(404, { message: 'Not Found' });
  };
  return { fetch: stub as typeof fetch, calls };
}
