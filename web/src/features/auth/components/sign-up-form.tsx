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
      at least {PASSWORD_MIN_LENGTH} characters ({Math.min(length, PASSWORD_MIN_LENGTH)}/{PASSWORD_MIN_LENGTH})
      {met ? <span className="sr-only"> (done)</span> : null}
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
          title: 'Account created successfully!',
          description: 'Please check your email and verify your address before signing in.',
          variant: 'success',
          duration: SIGNUP_TOAST_MS,
        });
        onSuccess(body.email.trim().toLowerCase());
      },
      onError: (error) => {
        toast({ title: 'Sign up failed', description: signUpErrorMessage(error), variant: 'destructive' });
      },
    },
  });
  const done = signUp.isSuccess;

  return (
    <>
      <form className="auth-form" noValidate onSubmit={form.handleSubmit((data) => signUp.mutate(data))}>
        <div className="auth-form__row">
          <Input label="First name" autoComplete="given-name" placeholder="Ada" {...form.field('firstName')} />
          <Input label="Last name" autoComplete="family-name" placeholder="Lovelace" {...form.field('lastName')} />
        </div>
        <EmailInput {...form.field('email')} />
        <div>
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            placeholder="Create a password"
            leadingIcon={<LockIcon />}
            {...form.field('password')}
          />
          <PasswordLengthIndicator length={form.values.password.length} />
        </div>
        <Button type="submit" size="lg" block isLoading={signUp.isPending} loadingText="Creating account..." disabled={done}>
          {done ? 'Account created' : 'Create Account'}
        </Button>
        {done ? (
          <p className="auth-note" role="status">
            Check your inbox for the verification link. Taking you to sign in...
          </p>
        ) : null}
      </form>
      <div className="auth-divider">or continue with</div>
      <SocialButtons />
    </>
  );
}
