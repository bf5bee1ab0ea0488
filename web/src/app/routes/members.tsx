/** /api-keys: members only (a visitor gets 'Unauthorized', then /signin after 500 ms). */
import { PRODUCT_NAME } from '@shared/constants';
import { RequireAuth } from '@/components/layouts/require-auth';
import { ApiKeysPage } from '@/features/api-keys/components/api-keys-page';
import { MemberShell } from '@/app/shells';

export function ApiKeysRoute() {
  return (
    <RequireAuth>
      <MemberShell>
        <title>{`API Keys · ${PRODUCT_NAME}`}</title>
        <ApiKeysPage />
      </MemberShell>
    </RequireAuth>
  );
}
