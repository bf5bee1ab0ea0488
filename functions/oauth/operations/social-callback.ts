import * as z from '../../../shared/zod';
import { SOCIAL_SIGN_IN_ERRORS } from '../../../shared/constants';
import { consumeOAuthState } from '../../data/members/oauth-states';
import { clearedCookie } from '../../lib/http/cookies';
import { header, readCookie } from '../../lib/http/request';
import { redirect } from '../../lib/http/respond';
import type { Operation } from '../../lib/http/types';
import { logger } from '../../kernel/logger';
import { startSession } from '../../lib/accounts/signed-in-session';
import { exchangeCode } from '../exchange-code';
import { findOrCreateMember } from '../find-or-create-member';
import { emailIsVerified, verifyIdToken } from '../id-token';
import { OAUTH_COOKIE_PATH, OAUTH_STATE_COOKIE } from '../provider';
import { lazySchema } from '../../../shared/lazy-schema';

const callbackQuery = lazySchema(() =>
  z.object({
    code: z.string().check(z.minLength(1), z.maxLength(2048)),
    state: z.string().check(z.minLength(1), z.maxLength(256)),
  }),
);

/** Where a failed social sign-in lands: the sign-in screen shows 'Sign in failed' and the reason. */
const FAILURE_LOCATION = `/signin?error=${SOCIAL_SIGN_IN_ERRORS.failed}`;
const UNVERIFIED_EMAIL_LOCATION = `/signin?error=${SOCIAL_SIGN_IN_ERRORS.unverifiedEmail}`;

/**
 * GET /api/auth/callback: the same code in the cloud and locally. Checks state against the cookie and
 * the stored attempt, exchanges the code with the PKCE verifier, verifies the ID token, refuses an email
 * the provider has not verified, then finds or creates the member and starts a session. Every failure redirects to the sign-in screen.
 */
export const socialCallback: Operation = async ({ event, requestId }) => {
  const clearState = clearedCookie(OAUTH_STATE_COOKIE, OAUTH_COOKIE_PATH);
  const query = callbackQuery.safeParse(event.queryStringParameters ?? {});
  const cookieState = readCookie(event, OAUTH_STATE_COOKIE);
  if (!query.success || !cookieState || cookieState !== query.data.state) {
    return redirect(FAILURE_LOCATION, [clearState]);
  }
  let attempt: Awaited<ReturnType<typeof consumeOAuthState>> = null;
  try {
    attempt = await consumeOAuthState(query.data.state);
  } catch (error) {
    logger.warn('social sign-in state lookup failed', { requestId, error: (error as Error).message });
  }
  if (!attempt) return redirect(FAILURE_LOCATION, [clearState]);
  try {
    const idToken = await exchangeCode(query.data.code, attempt.codeVerifier);
    const claims = await verifyIdToken(idToken);
    // Members are matched by email: an address the provider has not verified must not reach anyone's
    // account, nor claim the address for a new one.
    if (!emailIsVerified(claims)) {
      logger.warn('social sign-in with an unverified email refused', { requestId, provider: attempt.provider });
      return redirect(UNVERIFIED_EMAIL_LOCATION, [clearState]);
    }
    const member = await findOrCreateMember(attempt.provider, claims);
    const session = await startSession(member, header(event, 'user-agent'));
    return redirect('/', [session, clearState]);
  } catch (error) {
    logger.warn('social sign-in failed', { requestId, provider: attempt.provider, error: (error as Error).message });
    return redirect(FAILURE_LOCATION, [clearState]);
  }
};
