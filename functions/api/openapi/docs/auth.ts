/** OpenAPI descriptions of the auth and GitHub OIDC routes. */
import {
  forgotPasswordBody,
  messageResponse,
  resendVerificationBody,
  resetPasswordBody,
  signInBody,
  signUpBody,
  verifyEmailBody,
} from '../../../../shared/schemas/auth';
import * as z from '../../../../shared/zod';
import { changePasswordBody, deleteAccountBody, updateProfileBody } from '../../../../shared/schemas/account';
import { endedSessions, sessionList } from '../../../../shared/schemas/session';
import { publicUser, signInResponse } from '../../../../shared/schemas/user';
import type { RouteDocs } from '../route-doc';

const message = (description: string) => ({ status: 200, description, schema: messageResponse });
const redirect = (description: string) => ({ status: 302, description, headers: { Location: 'where the browser goes next' } });

export const authDocs = (): RouteDocs => ({
  'GET /api/auth/user': { summary: 'The signed-in member', answer: { status: 200, description: 'The member', schema: publicUser } },
  'POST /api/auth/signup': {
    summary: 'Create an account (a verification mail follows)',
    body: { schema: signUpBody },
    answer: { status: 201, description: 'Created; verify the email before signing in', schema: messageResponse },
  },
  'POST /api/auth/signin': {
    summary: 'Sign in with email and password (sets the session cookie)',
    body: { schema: signInBody },
    answer: { status: 200, description: 'Signed in', schema: signInResponse, headers: { 'Set-Cookie': 'the session cookie `sid`' } },
    errors: { 429: 'Too many failed attempts' },
  },
  'POST /api/auth/logout': { summary: 'Sign out (clears the session cookie)', answer: message('Signed out') },
  'POST /api/auth/verify-email': {
    summary: 'Verify an email with the mailed token',
    body: { schema: verifyEmailBody },
    answer: message('Verified'),
  },
  'POST /api/auth/resend-verification': {
    summary: 'Send the verification mail again',
    body: { schema: resendVerificationBody },
    answer: message('The same answer whether or not the account exists'),
    errors: { 429: 'Too many mails to this address' },
  },
  'POST /api/auth/forgot-password': {
    summary: 'Mail a password-reset link',
    body: { schema: forgotPasswordBody },
    answer: message('The same answer whether or not the account exists'),
    errors: { 429: 'Too many mails to this address' },
  },
  'POST /api/auth/reset-password': {
    summary: 'Set a new password with the mailed token',
    body: { schema: resetPasswordBody },
    answer: message('Password reset'),
  },
  'GET /api/auth/google': { summary: 'Start Google sign-in', answer: redirect('To the hosted sign-in page') },
  'GET /api/auth/github': { summary: 'Start GitHub sign-in', answer: redirect('To the hosted sign-in page') },
  'GET /api/auth/callback': {
    summary: 'OAuth callback of the hosted sign-in',
    answer: redirect('Home, signed in, or /signin?error=social'),
  },
  'PATCH /api/auth/user': {
    summary: 'Rename the signed-in member (the sign-up rules)',
    body: { schema: updateProfileBody },
    answer: { status: 200, description: 'The member', schema: publicUser },
  },
  'DELETE /api/auth/user': {
    summary: 'Delete the account and everything of it (password, or the typed email for social accounts)',
    body: { schema: deleteAccountBody },
    answer: { status: 204, description: 'Deleted and signed out', headers: { 'Set-Cookie': 'the cleared session cookie' } },
    alsoAnswers: {
      202: 'Signed out (the session cookie cleared) and refused every write; the deletion did not finish in time or a step failed, and a job finishes it within minutes',
    },
    errors: { 409: 'A deletion of this account is already running', 429: 'Too many failed attempts' },
  },
  'PUT /api/auth/user/avatar': {
    summary: 'Set the profile picture (stored as a 256 px WebP square)',
    body: { schema: z.object({}), encoding: 'multipart', files: ['avatar'] },
    answer: { status: 200, description: 'The member with the new picture', schema: publicUser },
    errors: { 413: 'Larger than 5 MB', 415: 'Not multipart/form-data' },
  },
  'DELETE /api/auth/user/avatar': {
    summary: 'Remove the profile picture',
    answer: { status: 200, description: 'The member', schema: publicUser },
  },
  'POST /api/auth/change-password': {
    summary: 'Change the password; every other session ends',
    body: { schema: changePasswordBody },
    answer: { status: 204, description: 'Changed' },
    errors: { 429: 'Too many failed attempts' },
  },
  'GET /api/auth/sessions': {
    summary: "The member's signed-in browsers (device, created, last seen, which is this one); never a cookie",
    answer: { status: 200, description: 'The sessions, this browser first', schema: sessionList },
  },
  'DELETE /api/auth/sessions': {
    summary: 'Sign out everywhere else: every session but this one ends',
    answer: { status: 200, description: 'How many sessions ended', schema: endedSessions },
  },
  'DELETE /api/auth/sessions/{sessionId}': {
    summary: 'Sign one browser out (this one too when it names itself)',
    answer: { status: 204, description: 'Signed out' },
    errors: { 404: 'No session of the member by that id' },
  },
  'GET /api/oidc/github/.well-known/openid-configuration': {
    summary: 'Discovery document of the GitHub OIDC wrapper (for Cognito)',
    answer: { status: 200, description: 'OpenID Connect discovery document' },
  },
  'GET /api/oidc/github/authorize': { summary: 'GitHub OIDC wrapper: authorization endpoint', answer: redirect('To GitHub') },
  'POST /api/oidc/github/token': {
    summary: 'GitHub OIDC wrapper: token endpoint (form body)',
    answer: { status: 200, description: 'OAuth token response' },
  },
  'GET /api/oidc/github/userinfo': {
    summary: 'GitHub OIDC wrapper: userinfo endpoint',
    answer: { status: 200, description: 'OIDC claims' },
  },
  'GET /api/oidc/github/jwks': {
    summary: 'GitHub OIDC wrapper: signing keys',
    answer: { status: 200, description: 'JSON Web Key Set' },
  },
});
