/** Members-only screens whose content arrives with later work; their sign-in guard is already real. */
import { ComingSoon } from '../../components/layouts/coming-soon';
import { KeyIcon, LayersIcon, UsersIcon } from '../../components/ui/icons/icons';
import { RequireAuth } from '../../components/layouts/require-auth';
import { MemberShell } from '../shells';

export function TribesRoute() {
  return (
    <RequireAuth>
      <MemberShell>
        <ComingSoon title="My Tribes" icon={<UsersIcon />} description="Organise family, friends and colleagues into tribes. Arriving very soon." />
      </MemberShell>
    </RequireAuth>
  );
}

export function TribeFeedRoute() {
  return (
    <RequireAuth>
      <MemberShell>
        <ComingSoon title="Tribe Feeds" icon={<LayersIcon />} description="See what each of your tribes is sharing. Arriving with photos, very soon." />
      </MemberShell>
    </RequireAuth>
  );
}

export function ApiKeysRoute() {
  return (
    <RequireAuth>
      <MemberShell>
        <ComingSoon title="API Keys" icon={<KeyIcon />} description="Keys that let the iOS and Android apps upload your photos. Arriving very soon." />
      </MemberShell>
    </RequireAuth>
  );
}
