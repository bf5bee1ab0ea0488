/**
 * Signed-in devices: every browser where the member is signed in, with when it signed in
 * and was last used, which one is this one, a sign-out per device and one for every other device.
 */
import { SETTINGS_SCREEN_MESSAGES } from '@shared/messages/settings-screens';
import { SESSION_MESSAGES as M } from '@shared/messages/session';
import type { SessionSummary } from '@shared/schemas/session';
import { PageLoading } from '@/components/layouts/page-state';
import { Button } from '@/components/ui/button/button';
import { LogOutIcon } from '@/components/ui/icons/log-out';
import { useToast } from '@/components/ui/toast/toast';
import { errorMessage } from '@/lib/api-client';
import { useEndOtherSessions, useEndSession, useSessions } from '../api/sessions';

const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

export function SessionsSection() {
  const { toast } = useToast();
  const sessions = useSessions();
  const failed = (error: Error) => toast({ title: M.failedTitle, description: errorMessage(error, M.failed), variant: 'destructive' });
  const endOne = useEndSession({
    mutationConfig: {
      onSuccess: () => toast({ title: M.signedOutTitle, description: M.signedOut, variant: 'success' }),
      onError: failed,
    },
  });
  const endOthers = useEndOtherSessions({
    mutationConfig: {
      onSuccess: ({ ended }) => toast({ title: M.signedOutTitle, description: M.othersSignedOut(ended), variant: 'success' }),
      onError: failed,
    },
  });
  const others = sessions.data?.filter((s) => !s.current) ?? [];

  return (
    <section className="section-card" aria-labelledby="settings-sessions-title">
      <h2 id="settings-sessions-title" className="section-card__title">
        {M.heading}
      </h2>
      <p className="section-card__text">{M.intro}</p>
      {sessions.isPending ? (
        <PageLoading label={M.heading} />
      ) : sessions.isError ? (
        <p className="section-card__text" role="alert">
          {errorMessage(sessions.error, M.loadFailed)}
        </p>
      ) : (
        <ul className="section-card__list" aria-label={M.heading}>
          {sessions.data.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              ending={endOne.isPending && endOne.variables?.id === session.id}
              onEnd={() => endOne.mutate({ id: session.id })}
            />
          ))}
        </ul>
      )}
      {sessions.isSuccess &&
        (others.length > 0 ? (
          <div className="settings-form__actions">
            <Button variant="outline" icon={<LogOutIcon />} isLoading={endOthers.isPending} onClick={() => endOthers.mutate()}>
              {M.signOutOthers}
            </Button>
          </div>
        ) : (
          <p className="section-card__text">{M.noOthers}</p>
        ))}
    </section>
  );
}

function SessionRow({ session, ending, onEnd }: { session: SessionSummary; ending: boolean; onEnd: () => void }) {
  return (
    <li className="settings-sessions__row" aria-label={session.device}>
      <div>
        <p className="settings-sessions__device">
          {session.device}
          {session.current ? <span className="settings-sessions__badge">{M.thisDevice}</span> : null}
        </p>
        <p className="settings-sessions__dates">
          {SETTINGS_SCREEN_MESSAGES.sessionDates(when.format(new Date(session.createdAt)), when.format(new Date(session.lastSeen)))}
        </p>
      </div>
      {session.current ? null : (
        <Button variant="ghost" size="sm" isLoading={ending} onClick={onEnd} aria-label={`${M.signOut} ${session.device}`}>
          {M.signOut}
        </Button>
      )}
    </li>
  );
}
