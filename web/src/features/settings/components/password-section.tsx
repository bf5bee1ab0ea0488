import { ACCOUNT_MESSAGES } from '@shared/messages/account';
import { changePasswordBody } from '@shared/schemas/account';
import { Button } from '@/components/ui/button/button';
import { LockIcon } from '@/components/ui/icons/lock';
import { PasswordInput } from '@/components/ui/input/input';
import { useToast } from '@/components/ui/toast/toast';
import { errorMessage } from '@/lib/api-client';
import { useZodForm } from '@/lib/form';
import { useChangePassword } from '../api/change-password';

/** Email accounts only: the current password, then a new one by the sign-up rules. */
export function PasswordSection() {
  const { toast } = useToast();
  const form = useZodForm(changePasswordBody, { currentPassword: '', newPassword: '' });
  const change = useChangePassword({
    mutationConfig: {
      onSuccess: () => {
        form.reset();
        toast({ title: ACCOUNT_MESSAGES.passwordChangedTitle, description: ACCOUNT_MESSAGES.passwordChanged, variant: 'success' });
      },
      onError: (error) =>
        toast({
          title: ACCOUNT_MESSAGES.passwordFailedTitle,
          description: errorMessage(error, 'Please try again.'),
          variant: 'destructive',
        }),
    },
  });
  return (
    <section className="section-card" aria-labelledby="settings-password-title">
      <h2 id="settings-password-title" className="section-card__title">
        Password
      </h2>
      <form className="settings-form" noValidate onSubmit={form.handleSubmit((data) => change.mutate(data))}>
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          leadingIcon={<LockIcon />}
          {...form.field('currentPassword')}
        />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          leadingIcon={<LockIcon />}
          hint="At least 8 characters. Your other devices will be signed out."
          {...form.field('newPassword')}
        />
        <div className="settings-form__actions">
          <Button type="submit" isLoading={change.isPending} loadingText="Changing...">
            Change password
          </Button>
        </div>
      </form>
    </section>
  );
}
