/** Request bodies of the auth calls. */
import * as z from '../zod';
import { currentPasswordField, emailField, firstNameField, lastNameField, newPasswordField, tokenField } from './fields';
import { AUTH_MESSAGES } from '../messages/auth';
import { lazySchema } from '../lazy-schema';

export const sessionData = lazySchema(() => z.object({ userId: z.string(), createdAt: z.string() }));
export type SessionData = z.infer<typeof sessionData>;

export const signUpBody = lazySchema(() =>
  z.object({
    email: emailField,
    password: newPasswordField,
    firstName: firstNameField,
    lastName: lastNameField,
  }),
);
export type SignUpBody = z.infer<typeof signUpBody>;

export const signInBody = lazySchema(() =>
  z.object({
    email: emailField,
    password: currentPasswordField,
  }),
);
export type SignInBody = z.infer<typeof signInBody>;

export const forgotPasswordBody = lazySchema(() => z.object({ email: emailField }));
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

export const resetPasswordBody = lazySchema(() =>
  z
    .object({
      password: newPasswordField,
      confirmPassword: newPasswordField,
      token: tokenField,
    })
    .check(
      z.refine((body) => body.password === body.confirmPassword, {
        message: AUTH_MESSAGES.passwordsDontMatch,
        path: ['confirmPassword'],
      }),
    ),
);
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

/** The reset form before the token from the link is added. */
export const resetPasswordForm = lazySchema(() =>
  z.object({ password: newPasswordField, confirmPassword: newPasswordField }).check(
    z.refine((body) => body.password === body.confirmPassword, {
      message: AUTH_MESSAGES.passwordsDontMatch,
      path: ['confirmPassword'],
    }),
  ),
);

export const verifyEmailBody = lazySchema(() => z.object({ token: tokenField }));
export type VerifyEmailBody = z.infer<typeof verifyEmailBody>;

export const resendVerificationBody = lazySchema(() =>
  z.object({
    email: z.pipe(
      z.string({ error: AUTH_MESSAGES.emailRequired }).check(z.trim(), z.minLength(1, { message: AUTH_MESSAGES.emailRequired })),
      emailField,
    ),
  }),
);
export type ResendVerificationBody = z.infer<typeof resendVerificationBody>;

/** Every auth mutation that succeeds answers with a message the screen may show. */
export const messageResponse = lazySchema(() => z.object({ message: z.string() }));
/** A verification link opened again after it worked says so, rather than failing. */
export const verifyEmailResponse = lazySchema(() => z.extend(messageResponse, { alreadyVerified: z.optional(z.boolean()) }));
