import type { SocialProvider } from '@shared/enums';

/** The address that starts a social sign-in; the browser navigates there (it is not a fetch). */
export const socialSignInUrl = (provider: SocialProvider) => `/api/auth/${provider}`;

export function startSocialSignIn(provider: SocialProvider): void {
  window.location.assign(socialSignInUrl(provider));
}
