import { AUTH_SCREEN_MESSAGES } from '@shared/messages/auth-screens';
import { resetPasswordForm } from '@shared/schemas/auth';
import { Button } from '@/components/ui/button/button';
import { LockIcon } from '@/components/ui/icons/lock';
import { PasswordInput } from '@/components/ui/input/input';
import { useToast } from '@/components/ui/toast/toast';
import { useZodForm } from '@/lib/form';
import { isResetLinkSpent, useResetPassword } from '../api/reset-password';
import './auth-forms.css';

export function ResetPasswordForm({
  token,
  onSuccess,
  onLinkSpent,
}: {
  token: string;
  onSuccess: () => void;
  /** The server says the link is invalid or expired. */
  onLinkSpent: () => void;
}) {
  const { toast } = useToast();
  const form = useZodForm(resetPasswordForm, { password: '', confirmPassword: '' });
  const reset = useResetPassword({
    mutationConfig: {
      onSuccess: () => onSuccess(),
      onError: (error) => {
        if (isResetLinkSpent(error)) {
          toast({
            title: AUTH_SCREEN_MESSAGES.resetLinkExpiredTitle,
            description: AUTH_SCREEN_MESSAGES.resetLinkExpired,
            variant: 'destructive',
          });
          onLinkSpent();
          return;
        }
        toast({ title: AUTH_SCREEN_MESSAGES.errorTitle, description: AUTH_SCREEN_MESSAGES.resetFailed, variant: 'destructive' });
      },
    },
  });

  return (
    <form className="auth-form" noValidate onSubmit={form.handleSubmit((data) => reset.mutate({ ...data, token }))}>
      <PasswordInput
        label={AUTH_SCREEN_MESSAGES.newPasswordLabel}
        autoComplete="new-password"
        placeholder={AUTH_SCREEN_MESSAGES.newPasswordHint}
        leadingIcon={<LockIcon />}
        {...form.field('password')}
      />
      <PasswordInput
        label={AUTH_SCREEN_MESSAGES.confirmPasswordLabel}
        autoComplete="new-password"
        placeholder={AUTH_SCREEN_MESSAGES.confirmPasswordPlaceholder}
        leadingIcon={<LockIcon />}
        {...form.field('confirmPassword')}
      />
      <Button type="submit" size="lg" block isLoading={reset.isPending} loadingText={AUTH_SCREEN_MESSAGES.resetting}>
        {AUTH_SCREEN_MESSAGES.resetPassword}
      </Button>
    </form>
  );
}
