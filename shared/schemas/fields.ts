/** Field schemas reused by several request bodies, with the wording of SPEC.md section 5. */
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { VALIDATION } from '../messages';

export const emailField = z
  .string({ error: VALIDATION.emailInvalid })
  .trim()
  .toLowerCase()
  .email({ message: VALIDATION.emailInvalid })
  .max(EMAIL_MAX_LENGTH, { message: VALIDATION.emailTooLong });

export const newPasswordField = z
  .string({ error: VALIDATION.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, { message: VALIDATION.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH, { message: VALIDATION.passwordTooLong });

export const currentPasswordField = z
  .string({ error: VALIDATION.passwordRequired })
  .min(1, { message: VALIDATION.passwordRequired })
  .max(PASSWORD_MAX_LENGTH, { message: VALIDATION.passwordTooLong });

/** Letters of any alphabet, spaces, apostrophes and hyphens. */
const NAME_PATTERN = /^[\p{L}\p{M} '’-]+$/u;

function nameField(messages: { required: string; tooLong: string; invalid: string }) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, { message: messages.required })
    .max(NAME_MAX_LENGTH, { message: messages.tooLong })
    .regex(NAME_PATTERN, { message: messages.invalid });
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
  .trim()
  .min(1, { message: VALIDATION.tokenRequired })
  .max(256, { message: VALIDATION.tokenRequired });
