/** Request bodies of the settings screen, built from the sign-up rules. */
import * as z from '../zod';
import { ACCOUNT_MESSAGES } from '../messages/account';
import { currentPasswordField, firstNameField, lastNameField, newPasswordField } from './fields';
import { lazySchema } from '../lazy-schema';

/** PATCH /api/auth/user: the same name rules and messages as sign-up. */
export const updateProfileBody = lazySchema(() => z.object({ firstName: firstNameField, lastName: lastNameField }));
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

const passwordPair = { currentPassword: currentPasswordField, newPassword: newPasswordField };
const aNewPassword = <Body extends { currentPassword: string; newPassword: string }>() =>
  z.refine<Body>((body) => body.currentPassword !== body.newPassword, {
    message: ACCOUNT_MESSAGES.samePassword,
    path: ['newPassword'],
  });

/** The Settings page's password fields: the new one follows the sign-up rules. */
export const changePasswordForm = lazySchema(() => z.object(passwordPair).check(aNewPassword()));

/**
 * POST /api/auth/change-password: the form's fields, and `endApiKeys` (default true), which ends the
 * member's mobile API keys as well.
 */
export const changePasswordBody = lazySchema(() =>
  z
    .object({ ...passwordPair, endApiKeys: z._default(z.boolean({ error: ACCOUNT_MESSAGES.endApiKeysInvalid }), true) })
    .check(aNewPassword()),
);
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/**
 * DELETE /api/auth/user: an email account proves itself with its password, a social account (which has
 * none) by typing its email address; the operation says which one it needs.
 */
export const deleteAccountBody = lazySchema(() =>
  z.object({
    password: z.optional(currentPasswordField),
    email: z.optional(z.string({ error: ACCOUNT_MESSAGES.deleteConfirmEmail }).check(z.trim(), z.maxLength(300))),
  }),
);
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;
