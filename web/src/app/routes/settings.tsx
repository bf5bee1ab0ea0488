/** /settings: members only (a visitor gets 'Unauthorized', then /signin after 500 ms). */
import { PRODUCT_NAME } from '@shared/constants';
import { SETTINGS_SCREEN_MESSAGES } from '@shared/messages/settings-screens';
import { RequireAuth } from '@/components/layouts/require-auth';
import { KeyManager } from '@/features/api-keys/components/key-manager';
import { SettingsPage } from '@/features/settings/components/settings-page';
import { MemberShell } from '@/app/shells';

export function SettingsRoute() {
  return (
    <RequireAuth>
      <MemberShell>
        <title>{`${SETTINGS_SCREEN_MESSAGES.title} · ${PRODUCT_NAME}`}</title>
        <SettingsPage apiKeys={<KeyManager />} />
      </MemberShell>
    </RequireAuth>
  );
}
