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
            title: 'Reset Link Expired',
            description: 'This reset link is invalid or has expired. Please request a new one.',
            variant: 'destructive',
          });
          onLinkSpent();
          return;
        }
        toast({ title: 'Error', description: 'Failed to reset password. Please try again.', variant: 'destructive' });
      },
    },
  });

  return (
    <form className="auth-form" noValidate onSubmit={form.handleSubmit((data) => reset.mutate({ ...data, token }))}>
      <PasswordInput
        label="New password"
        autoComplete="new-password"
        placeholder="At least 8 characters"
        leadingIcon={<LockIcon />}
        {...form.field('password')}
      />
      <PasswordInput
        label="Confirm password"
        autoComplete="new-password"
        placeholder="Type it again"
        leadingIcon={<LockIcon />}
        {...form.field('confirmPassword')}
      />
      <Button type="submit" size="lg" block isLoading={reset.isPending} loadingText="Resetting...">
        Reset Password
      </Button>
    </form>
  );
}
