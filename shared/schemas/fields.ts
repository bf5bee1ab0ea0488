/** Field schemas reused by several request bodies, with the wording of SPEC.md section 5. */
import * as z from '../zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { ACCOUNT_VALIDATION } from '../messages/account-validation';
import { REQUEST_VALIDATION } from '../messages/request-validation';
import { requiredText } from './required-text';

export const emailField = z
  .string({ error: REQUEST_VALIDATION.emailInvalid })
  .check(
    z.trim(),
    z.toLowerCase(),
    z.email({ message: REQUEST_VALIDATION.emailInvalid }),
    z.maxLength(EMAIL_MAX_LENGTH, { message: REQUEST_VALIDATION.emailTooLong }),
  );

export const newPasswordField = z
  .string({ error: ACCOUNT_VALIDATION.passwordTooShort })
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, { message: ACCOUNT_VALIDATION.passwordTooShort }),
    z.maxLength(PASSWORD_MAX_LENGTH, { message: ACCOUNT_VALIDATION.passwordTooLong }),
  );

export const currentPasswordField = z
  .string({ error: ACCOUNT_VALIDATION.passwordRequired })
  .check(
    z.minLength(1, { message: ACCOUNT_VALIDATION.passwordRequired }),
    z.maxLength(PASSWORD_MAX_LENGTH, { message: ACCOUNT_VALIDATION.passwordTooLong }),
  );

/** Letters of any alphabet, spaces, apostrophes and hyphens. */
const NAME_PATTERN = /^[\p{L}\p{M} '’-]+$/u;

function nameField(messages: { required: string; tooLong: string; invalid: string }) {
  return requiredText(NAME_MAX_LENGTH, messages.required, messages.tooLong).check(
    z.regex(NAME_PATTERN, { message: messages.invalid }),
  );
}

export const firstNameField = nameField({
  required: ACCOUNT_VALIDATION.firstNameRequired,
  tooLong: ACCOUNT_VALIDATION.firstNameTooLong,
  invalid: ACCOUNT_VALIDATION.firstNameInvalid,
});

export const lastNameField = nameField({
  required: ACCOUNT_VALIDATION.lastNameRequired,
  tooLong: ACCOUNT_VALIDATION.lastNameTooLong,
  invalid: ACCOUNT_VALIDATION.lastNameInvalid,
});

/** Opaque random tokens from emailed links. */
export const tokenField = requiredText(256, ACCOUNT_VALIDATION.tokenRequired);
