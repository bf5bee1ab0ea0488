import { AUTH_SCREEN_MESSAGES } from '@shared/messages/auth-screens';
import { signUpBody } from '@shared/schemas/auth';
import { PASSWORD_MIN_LENGTH, SIGNUP_TOAST_MS } from '@shared/constants';
import { Button } from '@/components/ui/button/button';
import { CheckIcon } from '@/components/ui/icons/check';
import { LockIcon } from '@/components/ui/icons/lock';
import { Input, PasswordInput, EmailInput } from '@/components/ui/input/input';
import { useToast } from '@/components/ui/toast/toast';
import { useZodForm } from '@/lib/form';
import { signUpErrorMessage, useSignUp } from '../api/sign-up';
import { SocialButtons } from './social-buttons';
import './auth-forms.css';

/** 'at least 8 characters (n/8)', ticked once the password is long enough. */
export function PasswordLengthIndicator({ length }: { length: number }) {
  const met = length >= PASSWORD_MIN_LENGTH;
  return (
    <p className={`password-rule${met ? ' password-rule--met' : ''}`} data-testid="password-length">
      <span className="password-rule__mark" aria-hidden="true">
        {met ? <CheckIcon /> : null}
      </span>
      {AUTH_SCREEN_MESSAGES.passwordRule(PASSWORD_MIN_LENGTH, Math.min(length, PASSWORD_MIN_LENGTH))}
      {met ? <span className="sr-only">{AUTH_SCREEN_MESSAGES.passwordRuleDone}</span> : null}
    </p>
  );
}

/** `onSuccess` gets the address signed up with, so the sign-in form can open with it filled in. */
export function SignUpForm({ onSuccess }: { onSuccess: (email: string) => void }) {
  const { toast } = useToast();
  const form = useZodForm(signUpBody, { firstName: '', lastName: '', email: '', password: '' });
  const signUp = useSignUp({
    mutationConfig: {
      onSuccess: (_answer, body) => {
        toast({
          title: AUTH_SCREEN_MESSAGES.accountCreatedTitle,
          description: AUTH_SCREEN_MESSAGES.accountCreatedDescription,
          variant: 'success',
          duration: SIGNUP_TOAST_MS,
        });
        onSuccess(body.email.trim().toLowerCase());
      },
      onError: (error) => {
        toast({ title: AUTH_SCREEN_MESSAGES.signUpFailedTitle, description: signUpErrorMessage(error), variant: 'destructive' });
      },
    },
  });
  const done = signUp.isSuccess;

  return (
    <>
      <form className="auth-form" noValidate onSubmit={form.handleSubmit((data) => signUp.mutate(data))}>
        <div className="auth-form__row">
          <Input
            label={AUTH_SCREEN_MESSAGES.firstNameLabel}
            autoComplete="given-name"
            placeholder={AUTH_SCREEN_MESSAGES.firstNamePlaceholder}
            {...form.field('firstName')}
          />
          <Input
            label={AUTH_SCREEN_MESSAGES.lastNameLabel}
            autoComplete="family-name"
            placeholder={AUTH_SCREEN_MESSAGES.lastNamePlaceholder}
            {...form.field('lastName')}
          />
        </div>
        <EmailInput {...form.field('email')} />
        <div>
          <PasswordInput
            label={AUTH_SCREEN_MESSAGES.passwordLabel}
            autoComplete="new-password"
            placeholder={AUTH_SCREEN_MESSAGES.newPasswordPlaceholder}
            leadingIcon={<LockIcon />}
            {...form.field('password')}
          />
          <PasswordLengthIndicator length={form.values.password.length} />
        </div>
        <Button
          type="submit"
          size="lg"
          block
          isLoading={signUp.isPending}
          loadingText={AUTH_SCREEN_MESSAGES.creatingAccount}
          disabled={done}
        >
          {done ? AUTH_SCREEN_MESSAGES.accountCreated : AUTH_SCREEN_MESSAGES.createAccount}
        </Button>
        {done ? (
          <p className="auth-note" role="status">
            {AUTH_SCREEN_MESSAGES.signUpDone}
          </p>
        ) : null}
      </form>
      <div className="auth-divider">{AUTH_SCREEN_MESSAGES.orContinueWith}</div>
      <SocialButtons />
    </>
  );
}
