/**
 * The GitHub OIDC wrapper's configuration, parsed once from the environment with zod. Unlike the shared
 * configuration it does not fail at import: a deployment without GitHub sign-in still starts, and every
 * endpoint that needs these values answers 503 `{ message: 'GitHub sign-in is not configured' }`.
 *
 * - GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET: the GitHub OAuth app. Cognito's 'GitHub' OIDC provider is
 *   registered with this same pair, so it is also the client our token endpoint authenticates. The
 *   secret is read from Secrets Manager at cold start (kernel/secrets.ts, GITHUB_CLIENT_SECRET_SECRET_ID).
 * - GITHUB_OIDC_SIGNING_KEY: the PEM RSA private key (2048 bits or more) that signs our ID tokens, a
 *   secret read the same way (GITHUB_OIDC_SIGNING_KEY_SECRET_ID); literal `\n` escapes are accepted.
 * - GITHUB_OIDC_ALLOWED_REDIRECTS: comma-separated redirect URIs we accept, i.e. Cognito's
 *   `https://<cognito domain>/oauth2/idpresponse`.
 */
import { createPrivateKey, type KeyObject } from 'node:crypto';
import * as z from '../../shared/zod';
import { config } from '../kernel/config';
import { ServiceUnavailableError } from '../kernel/errors';
import { logger } from '../kernel/logger';
import { secret } from '../kernel/secrets';
import { GITHUB_OIDC_MESSAGES } from './messages';
import { lazySchema } from '../../shared/lazy-schema';

/** Where this provider lives under the site; Cognito's 'GitHub' provider is registered with this issuer. */
export const ISSUER_PATH = '/api/oidc/github';

const rsaPrivateKey = lazySchema(() =>
  z.pipe(
    z.string().check(z.minLength(1)),
    z.transform((pem, ctx): KeyObject => {
      try {
        const key = createPrivateKey(pem.replace(/\\n/g, '\n'));
        if (key.asymmetricKeyType === 'rsa' && (key.asymmetricKeyDetails?.modulusLength ?? 0) >= 2048) return key;
      } catch {
        // reported below
      }
      ctx.issues.push({ code: 'custom', message: 'must be a PEM RSA private key of 2048 bits or more', input: pem });
      return z.NEVER;
    }),
  ),
);

const urlList = lazySchema(() =>
  z.pipe(
    z.string(),
    z.transform((value, ctx): string[] => {
      const urls = value
        .split(',')
        .map((u) => u.trim())
        .filter(Boolean);
      if (urls.length === 0 || !urls.every((u) => URL.canParse(u))) {
        ctx.issues.push({ code: 'custom', message: 'must be a comma-separated list of URLs', input: value });
        return z.NEVER;
      }
      return urls;
    }),
  ),
);

const envSchema = lazySchema(() =>
  z.object({
    GITHUB_CLIENT_ID: z.string().check(z.minLength(1)),
    GITHUB_CLIENT_SECRET: z.string().check(z.minLength(1)),
    GITHUB_OIDC_SIGNING_KEY: rsaPrivateKey,
    GITHUB_OIDC_ALLOWED_REDIRECTS: urlList,
  }),
);

export interface GithubOidcConfig {
  clientId: string;
  clientSecret: string;
  signingKey: KeyObject;
  allowedRedirects: readonly string[];
}

let cached: GithubOidcConfig | undefined;

export function githubOidcConfig(): GithubOidcConfig {
  if (!cached) {
    // The group handler has read the secrets before any operation runs.
    const parsed = envSchema.safeParse({
      ...process.env,
      GITHUB_CLIENT_SECRET: secret('GITHUB_CLIENT_SECRET'),
      GITHUB_OIDC_SIGNING_KEY: secret('GITHUB_OIDC_SIGNING_KEY'),
    });
    if (!parsed.success) {
      // Names only: the values are secrets.
      logger.warn('GitHub OIDC is not configured', { fields: parsed.error.issues.map((i) => i.path.join('.')) });
      throw new ServiceUnavailableError(GITHUB_OIDC_MESSAGES.notConfigured);
    }
    const env = parsed.data;
    cached = {
      clientId: env.GITHUB_CLIENT_ID,
      clientSecret: env.GITHUB_CLIENT_SECRET,
      signingKey: env.GITHUB_OIDC_SIGNING_KEY,
      allowedRedirects: env.GITHUB_OIDC_ALLOWED_REDIRECTS,
    };
  }
  return cached;
}

/** Tests change the environment, then call this. */
export function resetGithubOidcConfig(): void {
  cached = undefined;
}

/** Our issuer: `${SITE_URL}/api/oidc/github`; every endpoint URL hangs off it. */
export function issuerUrl(): string {
  return `${config().SITE_URL.replace(/\/+$/, '')}${ISSUER_PATH}`;
}
