/** Starting and ending sessions: a random id in the cookie, its hash in the table. */
import { SESSION_COOKIE_NAME } from '../../../shared/constants';
import { deleteSession, putSession } from '../../data/members/sessions';
import { clearedCookie, sessionCookie } from '../http/cookies';
import { newToken } from '../../kernel/ids';
import { deviceLabel } from './device-label';

/**
 * Returns the Set-Cookie value for the new session, named by the browser it started in (for the list
 * in Settings). Tribe invitations waiting for the member's address need nothing here: they are keyed
 * by the address and listed for the member to accept.
 */
export async function startSession(member: { id: string; email: string }, userAgent: string | undefined): Promise<string> {
  const sessionId = newToken();
  const { expire } = await putSession(sessionId, member.id, deviceLabel(userAgent));
  return sessionCookie(sessionId, expire);
}

export async function endSession(sessionId: string | undefined): Promise<string> {
  if (sessionId) await deleteSession(sessionId);
  return clearedCookie(SESSION_COOKIE_NAME);
}
