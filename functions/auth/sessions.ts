/** Starting and ending sessions: a random id in the cookie, its hash in the table. */
import { SESSION_COOKIE_NAME } from '../../shared/constants';
import { deleteSession, putSession } from '../data/sessions';
import { clearedCookie, sessionCookie } from '../lib/http/cookies';
import { newToken } from '../lib/ids';
import { claimInvitations } from '../lib/tribes/claim-invitations';

/**
 * Returns the Set-Cookie value for the new session. Only verified members get sessions, so this is
 * where tribe invitations waiting for their address turn into membership.
 */
export async function startSession(member: { id: string; email: string }): Promise<string> {
  const sessionId = newToken();
  const [{ expire }] = await Promise.all([putSession(sessionId, member.id), claimInvitations(member)]);
  return sessionCookie(sessionId, expire);
}

export async function endSession(sessionId: string | undefined): Promise<string> {
  if (sessionId) await deleteSession(sessionId);
  return clearedCookie(SESSION_COOKIE_NAME);
}
