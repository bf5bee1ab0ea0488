/** Field schemas reused by several request bodies, with their fixed validation wording (docs/decisions/screen-copy-in-messages.md). */
import * as z from '../zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { AUTH_MESSAGES } from '../messages/auth';
import { lazySchema } from '../lazy-schema';

/** `tooLong` defaults to `required`, for opaque values (ids, tokens) where too long means not one of ours. */
export const requiredText = (max: number, required: string, tooLong = required) =>
  z.string({ error: required }).check(z.trim(), z.minLength(1, { error: required }), z.maxLength(max, { error: tooLong }));

export const emailField = lazySchema(() =>
  z
    .string({ error: AUTH_MESSAGES.emailInvalid })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.email({ message: AUTH_MESSAGES.emailInvalid }),
      z.maxLength(EMAIL_MAX_LENGTH, { message: AUTH_MESSAGES.emailTooLong }),
    ),
);

export const newPasswordField = lazySchema(() =>
  z
    .string({ error: AUTH_MESSAGES.passwordTooShort })
    .check(
      z.minLength(PASSWORD_MIN_LENGTH, { message: AUTH_MESSAGES.passwordTooShort }),
      z.maxLength(PASSWORD_MAX_LENGTH, { message: AUTH_MESSAGES.passwordTooLong }),
    ),
);

export const currentPasswordField = lazySchema(() =>
  z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .check(
      z.minLength(1, { message: AUTH_MESSAGES.passwordRequired }),
      z.maxLength(PASSWORD_MAX_LENGTH, { message: AUTH_MESSAGES.passwordTooLong }),
    ),
);

/** Letters of any alphabet, spaces, apostrophes and hyphens. */
const NAME_PATTERN = /^[\p{L}\p{M} '’-]+$/u;

function nameField(messages: { required: string; tooLong: string; invalid: string }) {
  return requiredText(NAME_MAX_LENGTH, messages.required, messages.tooLong).check(
    z.regex(NAME_PATTERN, { message: messages.invalid }),
  );
}

export const firstNameField = lazySchema(() =>
  nameField({
    required: AUTH_MESSAGES.firstNameRequired,
    tooLong: AUTH_MESSAGES.firstNameTooLong,
    invalid: AUTH_MESSAGES.firstNameInvalid,
  }),
);

export const lastNameField = lazySchema(() =>
  nameField({
    required: AUTH_MESSAGES.lastNameRequired,
    tooLong: AUTH_MESSAGES.lastNameTooLong,
    invalid: AUTH_MESSAGES.lastNameInvalid,
  }),
);

/** Opaque random tokens from emailed links. */
export const tokenField = lazySchema(() => requiredText(256, AUTH_MESSAGES.tokenRequired));
