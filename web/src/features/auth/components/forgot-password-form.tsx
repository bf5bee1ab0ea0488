import { AUTH_SCREEN_MESSAGES } from '@shared/messages/auth-screens';
import { AUTH_MESSAGES } from '@shared/messages/auth';
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
        toast({
          title: AUTH_SCREEN_MESSAGES.resetEmailSentTitle,
          description: AUTH_SCREEN_MESSAGES.resetEmailSent,
          variant: 'success',
        });
        onSent(body.email);
      },
      onError: () => {
        toast({ title: AUTH_SCREEN_MESSAGES.errorTitle, description: AUTH_SCREEN_MESSAGES.resetEmailFailed, variant: 'destructive' });
      },
    },
  });

  return (
    <form className="auth-form" noValidate onSubmit={form.handleSubmit((data) => request.mutate(data))}>
      <EmailInput {...form.field('email')} />
      <Button type="submit" size="lg" block isLoading={request.isPending} loadingText={AUTH_MESSAGES.sending}>
        {AUTH_SCREEN_MESSAGES.sendResetLink}
      </Button>
      <ButtonLink to={paths.auth.signIn.getHref()} variant="ghost" block icon={<ArrowLeftIcon />}>
        {AUTH_SCREEN_MESSAGES.backToSignIn}
      </ButtonLink>
    </form>
  );
}

/** After a reset request: the same neutral text whether or not the account exists. */
export function CheckYourEmail({ email, onSendAnother }: { email: string; onSendAnother: () => void }) {
  return (
    <div className="check-email">
      <p>
        {AUTH_SCREEN_MESSAGES.resetMailSentBefore} <strong>{email}</strong>
        {AUTH_SCREEN_MESSAGES.resetMailSentAfter}
      </p>
      <p className="auth-note">{AUTH_SCREEN_MESSAGES.resetMailNote}</p>
      <div className="auth-actions">
        <Button variant="outline" size="lg" block onClick={onSendAnother}>
          {AUTH_SCREEN_MESSAGES.sendAnotherEmail}
        </Button>
        <ButtonLink to={paths.auth.signIn.getHref()} variant="ghost" block icon={<ArrowLeftIcon />}>
          {AUTH_SCREEN_MESSAGES.backToSignIn}
        </ButtonLink>
      </div>
    </div>
  );
}
