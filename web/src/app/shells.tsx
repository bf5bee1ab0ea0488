/** Page frames composed from several features (features never import each other; app/ does). */
import { lazy, Suspense, type ReactNode } from 'react';
import { SiteFooter } from '@/components/layouts/site-footer';
import { LandingHeader } from '@/features/landing/components/landing-header';
import { AppHeader } from '@/features/layout/components/app-header';
import { FloatingUploadButton } from '@/features/layout/components/floating-upload-button';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import type { RenderNotificationActions } from '@/features/notifications/components/notification-row';
import { PhotoEditorSlot, type RenderPhotoEditor } from '@/features/photos/components/photo-editor-slot';
import { InvitationNotificationActions } from '@/features/tribes/components/invitation-notification-actions';
import { VerificationBanner } from '@/features/verification/components/verification-banner';
import { useLogout, useUser } from '@/lib/auth';
import './shells.css';
import { APP_SCREEN_MESSAGES } from '@shared/messages/app-screens';

/** Loaded when 'Edit photo' is first chosen, as the owner's other dialogs are (decision owner-dialogs-lazy). */
const PhotoEditorLauncher = lazy(async () => ({
  default: (await import('@/features/editor/components/photo-editor-launcher')).PhotoEditorLauncher,
}));
// Its own boundary with no fallback: the root layout's would swap the whole screen while the chunk arrives.
const renderPhotoEditor: RenderPhotoEditor = (props) => (
  <Suspense fallback={null}>
    <PhotoEditorLauncher {...props} />
  </Suspense>
);
/** A tribe invitation in the bell is answered right there (the tribes feature's Accept/Decline). */
const renderNotificationActions: RenderNotificationActions = (notification) =>
  notification.type === 'tribe_invite' ? <InvitationNotificationActions notification={notification} /> : null;

/**
 * The signed-in frame: header, verification banner, content, footer, floating upload button; the photo
 * editor fills the owner menu's editor slot (its launcher and the editor load when it is first opened).
 * `holdReads` holds the bell's unread count back (the home's photo goes first, app/routes/member-home.tsx).
 */
export function MemberShell({
  children,
  showUploadButton = true,
  holdReads = false,
}: {
  children: ReactNode;
  showUploadButton?: boolean;
  holdReads?: boolean;
}) {
  const { user } = useUser();
  const logout = useLogout();
  if (!user) return null;
  return (
    <PhotoEditorSlot value={renderPhotoEditor}>
      <div className={showUploadButton ? 'shell shell--with-fab' : 'shell'}>
        <a className="skip-link" href="#main">
          {APP_SCREEN_MESSAGES.skipToContent}
        </a>
        <AppHeader
          user={user}
          onLogout={() => logout.mutate()}
          isLoggingOut={logout.isPending}
          notifications={<NotificationBell renderActions={renderNotificationActions} holdCount={holdReads} />}
        />
        <VerificationBanner user={user} />
        <main id="main" className="shell__main">
          {children}
        </main>
        <SiteFooter />
        {showUploadButton ? <FloatingUploadButton /> : null}
      </div>
    </PhotoEditorSlot>
  );
}

/** The visitor frame for public screens other than the landing page. */
export function PublicShell({ children }: { children: ReactNode }) {
  return (
    <div className="shell">
      <LandingHeader />
      <main id="main" className="shell__main shell__main--public">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
