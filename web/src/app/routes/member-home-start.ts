/**
 * The member home's code and the week's feature, started together and once: by the early entry as soon as
 * the session answer says a member is signed in (src/early.ts), or else by the home route when it first
 * renders for a member (app/routes/home.tsx). Whichever comes first starts them; the other takes the same
 * promise, so nothing is asked for twice.
 */
import { readCurrentWeeklyFeatureAhead } from '@/features/weekly-feature/api/read-ahead';

let memberHome: Promise<typeof import('./member-home')> | undefined;

/**
 * The week's photo, the feed's largest paint on a phone, starts downloading as soon as the read-ahead
 * answer names it; the home's other reads wait for it (app/routes/member-home.tsx).
 */
export function startMemberHome(): Promise<typeof import('./member-home')> {
  if (!memberHome) {
    readCurrentWeeklyFeatureAhead();
    memberHome = import('./member-home').catch((error: unknown) => {
      // A load that failed (a network blip) is tried again by the next caller, as React.lazy would.
      memberHome = undefined;
      throw error;
    });
  }
  return memberHome;
}
