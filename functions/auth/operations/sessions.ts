/**
 * The member's sessions in Settings: which browsers are signed in, and signing one of
 * them, or every other one, out. Only the member's own sessions are ever found: another member's id, or
 * one that does not exist, answers 404 alike.
 */
import { SESSION_MESSAGES } from '../../../shared/messages/session';
import type { SessionSummary } from '../../../shared/schemas/session';
import { deleteListedSession, deleteSessionsOfUser, listedSessionId, sessionsOf } from '../../data/members/sessions';
import { NotFoundError } from '../../kernel/errors';
import { clearedCookie } from '../../lib/http/cookies';
import { pathParam } from '../../lib/http/request';
import { noContent, ok } from '../../lib/http/respond';
import type { Operation } from '../../lib/http/types';
import { requireViewer } from '../../lib/http/viewer';
import { SESSION_COOKIE_NAME } from '../../../shared/constants';
import { takeBackDataExports } from '../../lib/accounts/data-export-revocation';

/** GET /api/auth/sessions: the member's live sessions, the asking browser's first, then the most recently used. */
export const listSessions: Operation = async ({ viewer }) => {
  const me = requireViewer(viewer);
  const current = me.sessionId ? listedSessionId(me.sessionId) : undefined;
  const sessions: SessionSummary[] = (await sessionsOf(me.user.id)).map((session) => ({
    id: session.id,
    device: session.device ?? SESSION_MESSAGES.unknownDevice,
    createdAt: session.createdAt,
    lastSeen: session.lastSeen ?? session.createdAt,
    expiresAt: session.expiresAt,
    current: session.id === current,
  }));
  sessions.sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeen.localeCompare(a.lastSeen));
  return ok(sessions);
};

/** DELETE /api/auth/sessions/{sessionId} -> 204: that browser is signed out (this one too, when it names itself). */
export const endSession: Operation = async ({ event, viewer }) => {
  const me = requireViewer(viewer);
  // The edge already answered 404 for anything but 32 hex characters (path-params.ts).
  const id = pathParam(event, 'sessionId');
  if (!(await deleteListedSession(me.user.id, id))) throw new NotFoundError(SESSION_MESSAGES.notFound);
  const itself = me.sessionId !== undefined && listedSessionId(me.sessionId) === id;
  return noContent(itself ? { cookies: [clearedCookie(SESSION_COOKIE_NAME)] } : {});
};

/**
 * DELETE /api/auth/sessions -> 200 {ended}: every session of the member but this browser's is signed out,
 * and every link to a copy of their data is taken back (one of those browsers may have fetched it).
 */
export const endOtherSessions: Operation = async ({ viewer }) => {
  const me = requireViewer(viewer);
  const [ended] = await Promise.all([deleteSessionsOfUser(me.user.id, { keep: me.sessionId }), takeBackDataExports(me.user.id)]);
  return ok({ ended });
};
