/** Field schemas reused by several request bodies, with the wording of SPEC.md section 5. */
import * as z from '../zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { VALIDATION } from '../messages/validation';

export const emailField = z
  .string({ error: VALIDATION.emailInvalid })
  .check(
    z.trim(),
    z.toLowerCase(),
    z.email({ message: VALIDATION.emailInvalid }),
    z.maxLength(EMAIL_MAX_LENGTH, { message: VALIDATION.emailTooLong }),
  );

export const newPasswordField = z
  .string({ error: VALIDATION.passwordTooShort })
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, { message: VALIDATION.passwordTooShort }),
    z.maxLength(PASSWORD_MAX_LENGTH, { message: VALIDATION.passwordTooLong }),
  );

export const currentPasswordField = z
  .string({ error: VALIDATION.passwordRequired })
  .check(
    z.minLength(1, { message: VALIDATION.passwordRequired }),
    z.maxLength(PASSWORD_MAX_LENGTH, { message: VALIDATION.passwordTooLong }),
  );

/** Letters of any alphabet, spaces, apostrophes and hyphens. */
const NAME_PATTERN = /^[\p{L}\p{M} '’-]+$/u;

function nameField(messages: { required: string; tooLong: string; invalid: string }) {
  return z
    .string({ error: messages.required })
    .check(
      z.trim(),
      z.minLength(1, { message: messages.required }),
      z.maxLength(NAME_MAX_LENGTH, { message: messages.tooLong }),
      z.regex(NAME_PATTERN, { message: messages.invalid }),
    );
}

export const firstNameField = nameField({
  required: VALIDATION.firstNameRequired,
  tooLong: VALIDATION.firstNameTooLong,
  invalid: VALIDATION.firstNameInvalid,
});

export const lastNameField = nameField({
  required: VALIDATION.lastNameRequired,
  tooLong: VALIDATION.lastNameTooLong,
  invalid: VALIDATION.lastNameInvalid,
});

/** Opaque random tokens from emailed links. */
export const tokenField = z
  .string({ error: VALIDATION.tokenRequired })
  .check(z.trim(), z.minLength(1, { message: VALIDATION.tokenRequired }), z.maxLength(256, { message: VALIDATION.tokenRequired }));
