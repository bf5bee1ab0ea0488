import { CAPSULE_SCREEN_MESSAGES } from '@shared/messages/capsule-screens';
import { PRODUCT_NAME } from '@shared/constants';
import { RequireAuth } from '@/components/layouts/require-auth';
import { Memories } from '@/features/capsules/components/memories';
import { MemberShell } from '@/app/shells';

/** /capsules, the Memories screen: members only (a visitor gets 'Unauthorized', then /signin after 500 ms). */
export function CapsulesRoute() {
  return (
    <RequireAuth>
      <MemberShell>
        <title>{`${CAPSULE_SCREEN_MESSAGES.title} · ${PRODUCT_NAME}`}</title>
        <div className="container">
          <Memories />
        </div>
      </MemberShell>
    </RequireAuth>
  );
}
