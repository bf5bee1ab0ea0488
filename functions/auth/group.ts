/** The auth group: sessions, email accounts and passwords, the profile's name. */
import { messageAnswer } from '../lib/http/route-doc-parts';
import { changePasswordBody, updateProfileBody } from '../../shared/schemas/account';
import {
  forgotPasswordBody,
  messageResponse,
  resendVerificationBody,
  resetPasswordBody,
  signInBody,
  signUpBody,
  verifyEmailBody,
  verifyEmailResponse,
} from '../../shared/schemas/auth';
import { endedSessions, sessionList } from '../../shared/schemas/session';
import { publicUser, signInResponse } from '../../shared/schemas/user';
import { declareGroup } from '../lib/http/route';

export const AUTH_GROUP = declareGroup({
  name: 'auth',
  // Verification, reset and password-change mails, and the bounces and complaints they draw; the member it
  // answers with carries a signed profile picture. A new password and signing out everywhere else delete the
  // member's copies of their data.
  access: { table: 'readWrite', mail: true, mailFeedback: true, signsMedia: true, sweepsDataExports: true },
  routes: {
    'GET /api/auth/user': {
      auth: 'session',
      doc: () => ({ summary: 'The signed-in member', answer: { status: 200, description: 'The member', schema: publicUser } }),
    },
    'POST /api/auth/signup': {
      auth: 'public',
      doc: () => ({
        summary: 'Create an account (a verification mail follows)',
        body: { schema: signUpBody },
        answer: { status: 201, description: 'Created; verify the email before signing in', schema: messageResponse },
        errors: {
          400: 'Invalid request, the email already has an account, or the mail service refused the address (no account is created)',
          429: 'Too many sign-ups from this network, or mails to this address',
          503: 'The verification mail could not be sent just now (no account is created); Retry-After says when to try again',
        },
      }),
    },
    'POST /api/auth/signin': {
      auth: 'public',
      doc: () => ({
        summary: 'Sign in with email and password (sets the session cookie)',
        body: { schema: signInBody },
        answer: {
          status: 200,
          description: 'Signed in',
          schema: signInResponse,
          headers: { 'Set-Cookie': 'the session cookie `sid`' },
        },
        errors: {
          429: 'Too many failed attempts',
          401: 'Wrong email or password',
          403: 'The email is not verified yet (or our mail to it bounced, so it cannot be)',
        },
      }),
    },
    'POST /api/auth/logout': {
      auth: 'public',
      doc: () => ({ summary: 'Sign out (clears the session cookie)', answer: messageAnswer('Signed out') }),
    },
    'POST /api/auth/verify-email': {
      auth: 'public',
      doc: () => ({
        summary: 'Verify an email with the mailed token',
        body: { schema: verifyEmailBody },
        answer: {
          status: 200,
          description: 'Verified; a link opened again within its day says the address is already verified',
          schema: verifyEmailResponse,
        },
      }),
    },
    'POST /api/auth/resend-verification': {
      auth: 'public',
      doc: () => ({
        summary: 'Send the verification mail again',
        body: { schema: resendVerificationBody },
        answer: messageAnswer('The same answer whether or not the account exists'),
        errors: { 429: 'Too many mails to this address' },
      }),
    },
    'POST /api/auth/forgot-password': {
      auth: 'public',
      doc: () => ({
        summary: 'Mail a password-reset link',
        body: { schema: forgotPasswordBody },
        answer: messageAnswer('The same answer whether or not the account exists'),
        errors: { 429: 'Too many mails to this address' },
      }),
    },
    'POST /api/auth/reset-password': {
      auth: 'public',
      doc: () => ({
        summary: 'Set a new password with the mailed token',
        body: { schema: resetPasswordBody },
        answer: messageAnswer('Password reset'),
      }),
    },
    // Settings: the member's own name and password.
    'PATCH /api/auth/user': {
      auth: 'session',
      doc: () => ({
        summary: 'Rename the signed-in member (the sign-up rules)',
        body: { schema: updateProfileBody },
        answer: { status: 200, description: 'The member', schema: publicUser },
      }),
    },
    'POST /api/auth/change-password': {
      auth: 'session',
      doc: () => ({
        summary: 'Change the password; every other session ends',
        body: { schema: changePasswordBody },
        answer: { status: 204, description: 'Changed' },
        errors: { 429: 'Too many failed attempts' },
      }),
    },
    // Settings: the member's signed-in browsers, and signing them out.
    'GET /api/auth/sessions': {
      auth: 'session',
      doc: () => ({
        summary: "The member's signed-in browsers (device, created, last seen, which is this one); never a cookie",
        answer: { status: 200, description: 'The sessions, this browser first', schema: sessionList },
      }),
    },
    'DELETE /api/auth/sessions': {
      auth: 'session',
      doc: () => ({
        summary: 'Sign out everywhere else: every session but this one ends',
        answer: { status: 200, description: 'How many sessions ended', schema: endedSessions },
      }),
    },
    'DELETE /api/auth/sessions/{sessionId}': {
      auth: 'session',
      doc: () => ({
        summary: 'Sign one browser out (this one too when it names itself)',
        answer: { status: 204, description: 'Signed out' },
        errors: { 404: 'No session of the member by that id' },
      }),
    },
  },
});
