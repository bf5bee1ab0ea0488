import { describe, expect, it } from 'vitest';
import type * as z from '../../../shared/zod';
import {
  forgotPasswordBody,
  messageResponse,
  resendVerificationBody,
  resetPasswordBody,
  resetPasswordForm,
  signInBody,
  signUpBody,
  verifyEmailBody,
} from '../../../shared/schemas/auth';
import { AUTH_MESSAGES } from '../../../shared/messages/auth';

/** The messages of every issue, in order. */
function issues(schema: z.ZodMiniType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const signUp = { email: 'ada@example.com', password: 'password1', firstName: 'Ada', lastName: 'Lovelace' };

describe('signUpBody', () => {
  it('trims and lower-cases the email, trims the names, keeps the password as typed', () => {
    // Act
    const body = signUpBody.parse({
      email: '  Ada@Example.COM ',
      password: ' pass word ',
      firstName: ' Ada ',
      lastName: ' Lovelace ',
    });

    // Assess
    expect(body).toEqual({ email: 'ada@example.com', password: ' pass word ', firstName: 'Ada', lastName: 'Lovelace' });
  });

  it('checks the length of the trimmed email', () => {
    // Prepare
    const email255 = `${'a'.repeat(243)}@example.com`;

    // Act
    const padded = signUpBody.safeParse({ ...signUp, email: `   ${email255}   ` });

    // Assess
    expect(padded.success).toBe(true);
  });

  it.each([
    ['email', 'ada', AUTH_MESSAGES.emailInvalid],
    ['email', `${'a'.repeat(244)}@example.com`, AUTH_MESSAGES.emailTooLong],
    ['password', 'x'.repeat(7), AUTH_MESSAGES.passwordTooShort],
    ['password', 'x'.repeat(129), AUTH_MESSAGES.passwordTooLong],
    ['firstName', '', AUTH_MESSAGES.firstNameRequired],
    ['firstName', 'x'.repeat(51), AUTH_MESSAGES.firstNameTooLong],
    ['firstName', 'R2-D2', AUTH_MESSAGES.firstNameInvalid],
    ['lastName', ' ', AUTH_MESSAGES.lastNameRequired],
    ['lastName', 'x'.repeat(51), AUTH_MESSAGES.lastNameTooLong],
    ['lastName', 'Smith.', AUTH_MESSAGES.lastNameInvalid],
  ])('refuses %s %j with its fixed message first', (field, value, message) => {
    // Act
    const messages = issues(signUpBody, { ...signUp, [field]: value });

    // Assess
    expect(messages[0]).toBe(message);
  });

  it.each(["O'Neil", 'Anne-Marie', 'D’Angelo', 'Chloé', 'Søren', 'Ngozi Adaeze', 'Владимир', '李', 'Nguyễn'])(
    'accepts the name %s',
    (name) => {
      // Act
      const messages = issues(signUpBody, { ...signUp, firstName: name, lastName: name });

      // Assess
      expect(messages).toEqual([]);
    },
  );
});

describe('signInBody', () => {
  it.each([
    [{ email: 'ada@example.com', password: '' }, AUTH_MESSAGES.passwordRequired],
    [{ email: 'ada@example.com' }, AUTH_MESSAGES.passwordRequired],
    [{ email: 'ada@example.com', password: 'x'.repeat(129) }, AUTH_MESSAGES.passwordTooLong],
    [{ password: 'x' }, AUTH_MESSAGES.emailInvalid],
  ])('refuses %j with %s', (input, message) => {
    // Act
    const messages = issues(signInBody, input);

    // Assess
    expect(messages).toEqual([message]);
  });

  it('lower-cases the email', () => {
    // Act
    const body = signInBody.parse({ email: 'ADA@EXAMPLE.COM', password: 'x' });

    // Assess
    expect(body.email).toBe('ada@example.com');
  });
});

describe('resetPasswordBody and resetPasswordForm', () => {
  it("puts 'Passwords don't match' on the confirmation", () => {
    // Act
    const result = resetPasswordBody.safeParse({ password: 'password1', confirmPassword: 'password2', token: 't' });

    // Assess
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ message: "Passwords don't match", path: ['confirmPassword'] })]);
  });

  it('asks for 8 characters in both fields', () => {
    // Act
    const messages = issues(resetPasswordForm, { password: 'short', confirmPassword: 'short' });

    // Assess
    expect(messages).toEqual([AUTH_MESSAGES.passwordTooShort, AUTH_MESSAGES.passwordTooShort]);
  });

  it('accepts matching passwords with the token, trimming the token', () => {
    // Act
    const body = resetPasswordBody.parse({ password: 'password1', confirmPassword: 'password1', token: ' tok ' });

    // Assess
    expect(body).toEqual({ password: 'password1', confirmPassword: 'password1', token: 'tok' });
  });
});

describe('forgotPasswordBody, resendVerificationBody and verifyEmailBody', () => {
  it('forgot-password asks for a valid email', () => {
    // Assess
    expect(issues(forgotPasswordBody, {})).toEqual([AUTH_MESSAGES.emailInvalid]);
    expect(issues(forgotPasswordBody, { email: 'x@' })).toEqual([AUTH_MESSAGES.emailInvalid]);
    expect(forgotPasswordBody.parse({ email: ' X@Y.CO ' })).toEqual({ email: 'x@y.co' });
  });

  it('resend-verification says the email is required before checking its form', () => {
    // Assess
    expect(issues(resendVerificationBody, {})).toEqual([AUTH_MESSAGES.emailRequired]);
    expect(issues(resendVerificationBody, { email: '  ' })).toEqual([AUTH_MESSAGES.emailRequired]);
    expect(issues(resendVerificationBody, { email: 'nope' })).toEqual([AUTH_MESSAGES.emailInvalid]);
    expect(resendVerificationBody.parse({ email: ' A@B.CO ' })).toEqual({ email: 'a@b.co' });
  });

  it('verify-email asks for a token of at most 256 characters', () => {
    // Assess
    expect(issues(verifyEmailBody, {})).toEqual([AUTH_MESSAGES.tokenRequired]);
    expect(issues(verifyEmailBody, { token: 't'.repeat(257) })).toEqual([AUTH_MESSAGES.tokenRequired]);
    expect(issues(verifyEmailBody, { token: 't'.repeat(256) })).toEqual([]);
  });
});

describe('messageResponse', () => {
  it('reads { message }', () => {
    // Assess
    expect(messageResponse.parse({ message: 'ok', extra: 1 })).toEqual({ message: 'ok' });
    expect(messageResponse.safeParse({}).success).toBe(false);
  });
});
