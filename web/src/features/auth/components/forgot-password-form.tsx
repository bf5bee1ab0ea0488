import { forgotPasswordBody } from '@shared/schemas/auth';
import { Button, ButtonLink } from '@/components/ui/button/button';
import { ArrowLeftIcon } from '@/components/ui/icons/arrow-left';
import { EmailInput } from '@/components/ui/input/input';
import { useToast } from '@/components/ui/toast/toast';
import { paths } from '@/config/paths';
import { useZodForm } from '@/lib/form';
import { useRequestPasswordReset } from '../api/forgot-password';
import './auth-forms.css';

export function ForgotPasswordForm({ onSent, initialEmail = '' }: { onSent: (email: string) => void; initialEmail?: string }) {
  const { toast } = useToast();
  const form = useZodForm(forgotPasswordBody, { email: initialEmail });
  const request = useRequestPasswordReset({
    mutationConfig: {
      onSuccess: (_data, body) => {
        toast({ title: 'Reset Email Sent', description: 'Check your inbox for a link to reset your password.', variant: 'success' });
        onSent(body.email);
      },
      onError: () => {
        toast({ title: 'Error', description: 'Failed to send reset email. Please try again.', variant: 'destructive' });
      },
    },
  });

  return (
    <form className="auth-form" noValidate onSubmit={form.handleSubmit((data) => request.mutate(data))}>
      <EmailInput {...form.field('email')} />
      <Button type="submit" size="lg" block isLoading={request.isPending} loadingText="Sending...">
        Send Reset Link
      </Button>
      <ButtonLink to={paths.auth.signIn.getHref()} variant="ghost" block icon={<ArrowLeftIcon />}>
        Back to Sign In
      </ButtonLink>
    </form>
  );
}

/** After a reset request: the same neutral text whether or not the account exists. */
export function CheckYourEmail({ email, onSendAnother }: { email: string; onSendAnother: () => void }) {
  return (
    <div className="check-email">
      <p>
        If an account exists for <strong>{email}</strong>, you will receive an email with a link to reset your password shortly.
      </p>
      <p className="auth-note">The link expires in one hour. Don't see it? Check your spam folder, or send another email.</p>
      <div className="auth-actions">
        <Button variant="outline" size="lg" block onClick={onSendAnother}>
          Send Another Email
        </Button>
        <ButtonLink to={paths.auth.signIn.getHref()} variant="ghost" block icon={<ArrowLeftIcon />}>
          Back to Sign In
        </ButtonLink>
      </div>
    </div>
  );
}
