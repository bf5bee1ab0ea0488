/** Members-only screens whose content arrives with later work; their sign-in guard is already real. */
import { ComingSoon } from '@/components/layouts/coming-soon';
import { KeyIcon } from '@/components/ui/icons/icons';
import { RequireAuth } from '@/components/layouts/require-auth';
import { MemberShell } from '@/app/shells';

export function ApiKeysRoute() {
  return (
    <RequireAuth>
      <MemberShell>
        <ComingSoon
          title="API Keys"
          icon={<KeyIcon />}
          description="Keys that let the iOS and Android apps upload your photos. Arriving very soon."
        />
      </MemberShell>
    </RequireAuth>
  );
}
