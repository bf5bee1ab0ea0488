export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  emailNotVerified: 'Please verify your email before signing in. Check your inbox for the verification link.',
  accountExists: 'An account with this email already exists',
  signupSuccess: 'Account created. Check your email to verify your account before signing in.',
  signedOut: 'Signed out',
  verifySuccess: 'Email verified. You can now sign in.',
  verifyInvalid: 'Invalid or expired verification link',
  verifyAlready: 'Your email is already verified. You can sign in.',
  resetInvalid: 'This reset link is invalid or has expired',
  resetSuccess: 'Your password has been reset. You can now sign in.',
  /** Forgot-password and resend answer the same whether or not the account exists. */
  mailNeutral: 'If an account exists for that address, we have sent it an email.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  socialFailed: 'Social sign-in failed. Please try again.',
  socialEmailUnverified: 'Your account with that provider has no verified email address. Verify it there, then try again.',
} as const;
