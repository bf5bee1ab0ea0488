import { AUTH_MESSAGES } from '../../../shared/messages/auth';
import { ok } from '../../lib/http/respond';
import type { Operation } from '../../lib/http/types';
import { endSession } from '../../lib/accounts/signed-in-session';

/** POST /api/auth/logout: deletes the session on the server and clears the cookie. */
export const logout: Operation = async ({ viewer }) => {
  const cookie = await endSession(viewer?.sessionId);
  return ok({ message: AUTH_MESSAGES.signedOut }, { cookies: [cookie] });
};
