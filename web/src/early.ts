/**
 * The early entry (the signed-in feed on a phone): a few hundred bytes that index.html
 * runs as soon as they arrive, without waiting for react and the app (web/build/early-entry.ts). It reads
 * the session answer that index.html preloads, and when a member is signed in on the home page it starts
 * the member home's code, the week's feature and the session's schema at once, so the feature's photo (the feed's largest paint)
 * downloads beside react instead of after it. The app's session check takes the same answer
 * (lib/early-reads.ts) and parses it as always; a visitor's answer (a 401) starts nothing.
 */
import { startMemberHome } from '@/app/routes/member-home-start';
import { paths } from '@/config/paths';
import { startRead } from '@/lib/early-reads';
import { SESSION_PATH } from '@/lib/session-path';

startRead(SESSION_PATH, async () => {
  // The schema the app parses a member's answer with (lib/auth.ts) loads now, not after react. A failed
  // load is reported by the code that asks for the same module again.
  import('@/lib/deferred-schemas').catch(() => undefined);
  if (window.location.pathname === paths.home.path) startMemberHome().catch(() => undefined);
});
