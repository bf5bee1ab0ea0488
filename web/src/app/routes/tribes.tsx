import { PRODUCT_NAME } from '@shared/constants';
import { RequireAuth } from '@/components/layouts/require-auth';
import { MyTribes } from '@/features/tribes/components/my-tribes';
import { MemberShell } from '@/app/shells';

/** /tribes: members only (a visitor gets 'Unauthorized', then /signin after 500 ms). */
export function TribesRoute() {
  return (
    <RequireAuth>
      <MemberShell>
        <title>{`My Tribes · ${PRODUCT_NAME}`}</title>
        <MyTribes />
      </MemberShell>
    </RequireAuth>
  );
}
