/** The wording is part of the contract: the screens match on it. */
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../shared/messages/auth';
import { HTTP_MESSAGES } from '../../../shared/messages/http';

describe('validation messages', () => {
  it('use the fixed product wording exactly', () => {
    // Assess
    expect(AUTH_MESSAGES).toMatchObject({
      emailInvalid: 'Please enter a valid email address',
      emailTooLong: 'Email address too long',
      passwordTooShort: 'Password must be at least 8 characters',
      passwordTooLong: 'Password too long',
      passwordRequired: 'Password is required',
      passwordsDontMatch: "Passwords don't match",
      firstNameRequired: 'First name is required',
      firstNameTooLong: 'First name too long',
      firstNameInvalid: 'First name contains invalid characters',
      lastNameRequired: 'Last name is required',
      lastNameTooLong: 'Last name too long',
      lastNameInvalid: 'Last name contains invalid characters',
    });
  });
});

describe('auth messages the screens match on', () => {
  it("says 'already exists' for a taken email", () => {
    // Assess
    expect(AUTH_MESSAGES.accountExists).toContain('already exists');
  });

  it("says 'expired' or 'invalid' for a bad reset link", () => {
    // Assess
    expect(AUTH_MESSAGES.resetInvalid).toMatch(/expired|invalid/);
  });

  it("answers 401 with 'Unauthorized'", () => {
    // Assess
    expect(HTTP_MESSAGES.unauthorized).toBe('Unauthorized');
  });

  it('keeps the generic 500 message free of detail', () => {
    // Assess
    expect(HTTP_MESSAGES.internal).toBe('Something went wrong. Please try again.');
  });
});
