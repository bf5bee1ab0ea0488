/** SPEC.md section 5's wording, part of VALIDATION (validation.ts): the sign-up, sign-in, profile and password forms. */
export const ACCOUNT_VALIDATION = {
  emailRequired: 'Email is required',
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
  tokenRequired: 'Token is required',
} as const;
