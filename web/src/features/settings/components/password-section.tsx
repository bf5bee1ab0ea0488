import { SETTINGS_SCREEN_MESSAGES } from '@shared/messages/settings-screens';
import { UI_MESSAGES } from '@shared/messages/ui';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiKeyKeys } from '@/lib/query-keys';
import { ACCOUNT_MESSAGES } from '@shared/messages/account';
import { changePasswordForm } from '@shared/schemas/account';
import { Button } from '@/components/ui/button/button';
import { LockIcon } from '@/components/ui/icons/lock';
import { PasswordInput } from '@/components/ui/input/input';
import { useToast } from '@/components/ui/toast/toast';
import { errorMessage } from '@/lib/api-client';
import { useZodForm } from '@/lib/form';
import { useChangePassword } from '../api/change-password';

/**
 * Email accounts only: the current password, then a new one by the sign-up rules, and whether the
 * member's API keys end too (ticked by default: a changed password usually means a doubt about the old one).
 */
export function PasswordSection() {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const form = useZodForm(changePasswordForm, { currentPassword: '', newPassword: '' });
  const [endApiKeys, setEndApiKeys] = useState(true);
  const change = useChangePassword({
    mutationConfig: {
      onSuccess: (_answer, body) => {
        form.reset();
        // The key list on this page shows them ended at once, not after a reload.
        if (body.endApiKeys) void queryClient.invalidateQueries({ queryKey: apiKeyKeys.all });
        const description = body.endApiKeys ? ACCOUNT_MESSAGES.passwordChangedKeysEnded : ACCOUNT_MESSAGES.passwordChanged;
        toast({ title: ACCOUNT_MESSAGES.passwordChangedTitle, description, variant: 'success' });
      },
      onError: (error) =>
        toast({
          title: ACCOUNT_MESSAGES.passwordFailedTitle,
          description: errorMessage(error, UI_MESSAGES.pleaseTryAgain),
          variant: 'destructive',
        }),
    },
  });
  return (
    <section className="section-card" aria-labelledby="settings-password-title">
      <h2 id="settings-password-title" className="section-card__title">
        {SETTINGS_SCREEN_MESSAGES.passwordHeading}
      </h2>
      <form className="settings-form" noValidate onSubmit={form.handleSubmit((data) => change.mutate({ ...data, endApiKeys }))}>
        <PasswordInput
          label={SETTINGS_SCREEN_MESSAGES.currentPasswordLabel}
          autoComplete="current-password"
          leadingIcon={<LockIcon />}
          {...form.field('currentPassword')}
        />
        <PasswordInput
          label={SETTINGS_SCREEN_MESSAGES.newPasswordLabel}
          autoComplete="new-password"
          leadingIcon={<LockIcon />}
          hint={SETTINGS_SCREEN_MESSAGES.newPasswordHint}
          {...form.field('newPassword')}
        />
        <label className="settings-form__check">
          <input type="checkbox" checked={endApiKeys} onChange={(event) => setEndApiKeys(event.target.checked)} />
          {ACCOUNT_MESSAGES.endApiKeysLabel}
        </label>
        <div className="settings-form__actions">
          <Button type="submit" isLoading={change.isPending} loadingText={SETTINGS_SCREEN_MESSAGES.changingPassword}>
            {SETTINGS_SCREEN_MESSAGES.changePassword}
          </Button>
        </div>
      </form>
    </section>
  );
}
