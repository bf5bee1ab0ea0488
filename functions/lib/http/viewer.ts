/** Resolves who is asking from the session cookie (browsers) or the authorizer's context (mobile apps). */
import { SESSION_COOKIE_NAME } from '../../../shared/constants';
import { getSession } from '../../data/sessions';
import { getUser } from '../../data/users';
import { UnauthorizedError } from '../errors';
import { readCookie } from './request';
import type { ApiEvent, Viewer } from './types';

export async function resolveViewer(event: ApiEvent): Promise<Viewer | null> {
  const authorizedUserId = event.requestContext.authorizer?.lambda?.userId;
  if (authorizedUserId) {
    const user = await getUser(authorizedUserId);
    return user ? { user } : null;
  }
  const sessionId = readCookie(event, SESSION_COOKIE_NAME);
  if (!sessionId) return null;
  const session = await getSession(sessionId);
  if (!session) return null;
  const user = await getUser(session.userId);
  return user ? { user, sessionId } : null;
}

/** The viewer of a route the table marks 'session' or 'apiKey' (the group handler already refused visitors). */
export function requireViewer(viewer: Viewer | null): Viewer {
  if (!viewer) throw new UnauthorizedError();
  return viewer;
}
