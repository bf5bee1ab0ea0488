import type { SocialProvider } from '../../../shared/enums';
import { config } from '../../kernel/config';
import { putOAuthState, OAUTH_STATE_TTL_MS } from '../../data/members/oauth-states';
import { serializeCookie } from '../../lib/http/cookies';
import { redirect } from '../../lib/http/respond';
import type { Operation } from '../../lib/http/types';
import { newToken } from '../../kernel/ids';
import { codeChallenge, newCodeVerifier } from '../pkce';
import { callbackUrl, identityProviderName, OAUTH_COOKIE_PATH, OAUTH_STATE_COOKIE } from '../provider';

/**
 * GET /api/auth/google and /api/auth/github: redirect to the hosted UI (Cognito, or the local stand-in)
 * with state and PKCE. The state is also set in a cookie, so the callback can tell that the browser
 * finishing the flow is the one that started it.
 */
function startSocialSignIn(provider: SocialProvider): Operation {
  return async () => {
    const c = config();
    const state = newToken();
    const verifier = newCodeVerifier();
    await putOAuthState(state, provider, verifier);
    const url = new URL(c.OAUTH_AUTHORIZE_URL);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: c.OAUTH_CLIENT_ID,
      redirect_uri: callbackUrl(),
      scope: 'openid email profile',
      state,
      code_challenge: codeChallenge(verifier),
      code_challenge_method: 'S256',
      identity_provider: identityProviderName(provider),
    }).toString();
    const cookie = serializeCookie(OAUTH_STATE_COOKIE, state, {
      maxAgeSeconds: OAUTH_STATE_TTL_MS / 1000,
      path: OAUTH_COOKIE_PATH,
    });
    return redirect(url.toString(), [cookie]);
  };
}

export const startGoogleSignIn = startSocialSignIn('google');
export const startGithubSignIn = startSocialSignIn('github');
