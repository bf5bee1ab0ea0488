/**
 * Resolves who is asking: on 'apiKey' routes from the API-key authorizer's context only (mobile apps), on
 * every other route from the session cookie only, so a cookie never opens the mobile API and a key
 * never opens anything else.
 */
import { SESSION_COOKIE_NAME } from '../../../shared/constants';
import { getSession } from '../../data/members/sessions';
import { getUser } from '../../data/members/users';
import { UnauthorizedError } from '../../kernel/errors';
import { readCookie } from './request';
import type { AuthKind, RouteKey } from './route';
import type { ApiEvent, Viewer } from './types';

/**
 * The one route a member who started leaving may still call: the deletion itself, so a run that failed
 * half-way can be finished with the same session. Every other request of theirs is signed out.
 */
const FINISH_LEAVING: RouteKey = 'DELETE /api/auth/user';

export async function resolveViewer(event: ApiEvent, auth: AuthKind): Promise<Viewer | null> {
  if (auth === 'apiKey') {
    const { userId, keyId } = event.requestContext.authorizer?.lambda ?? {};
    if (!userId || !keyId) return null;
    const user = await getUser(userId);
    return user && !user.leavingSince ? { user, apiKeyId: keyId } : null;
  }
  const sessionId = readCookie(event, SESSION_COOKIE_NAME);
  if (!sessionId) return null;
  const session = await getSession(sessionId);
  if (!session) return null;
  const user = await getUser(session.userId);
  if (!user || (user.leavingSince && event.routeKey !== FINISH_LEAVING)) return null;
  return { user, sessionId };
}

/** The viewer of a route the table marks 'session' or 'apiKey' (the group handler already refused visitors). */
export function requireViewer(viewer: Viewer | null): Viewer {
  if (!viewer) throw new UnauthorizedError();
  return viewer;
}
