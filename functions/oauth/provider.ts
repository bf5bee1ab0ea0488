/** Mapping between our provider names and the identity providers as Cognito names them. */
import type { SocialProvider } from '../../shared/enums';
import { config } from '../kernel/config';

export function identityProviderName(provider: SocialProvider): string {
  return provider === 'google' ? config().OAUTH_GOOGLE_IDP : config().OAUTH_GITHUB_IDP;
}

export function callbackUrl(): string {
  return `${config().SITE_URL}/api/auth/callback`;
}

export const OAUTH_STATE_COOKIE = 'oauth_state';
export const OAUTH_COOKIE_PATH = '/api/auth';
