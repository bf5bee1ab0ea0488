/** The oauth Lambda: sign-in with Google and GitHub through the hosted UI (Cognito in the cloud), and its callback. */
import { createGroupHandler } from '../lib/http/group-handler';
import { socialCallback } from './operations/social-callback';
import { startGithubSignIn, startGoogleSignIn } from './operations/social-start';
import { OAUTH_GROUP } from './group';

export const handler = createGroupHandler(OAUTH_GROUP, {
  'GET /api/auth/google': startGoogleSignIn,
  'GET /api/auth/github': startGithubSignIn,
  'GET /api/auth/callback': socialCallback,
});
