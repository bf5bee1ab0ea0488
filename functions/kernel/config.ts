/**
 * The functions' configuration, parsed once from the environment; it fails fast when something is
 * missing. Local mode and the cloud differ only in these values, never in code.
 */
import * as z from '../../shared/zod';
import { lazySchema } from '../../shared/lazy-schema';

/** Unset or blank (a template's empty value) reads as absent; anything else must be a URL. */
const optionalUrl = lazySchema(() =>
  z.pipe(
    z.optional(z.union([z.literal(''), z.url()])),
    z.transform((text) => text || undefined),
  ),
);

const envSchema = lazySchema(() =>
  z.object({
    TABLE_NAME: z.string().check(z.minLength(1)),
    MEDIA_BUCKET: z._default(z.string().check(z.minLength(1)), 'snifty-photos-media'),
    AWS_REGION: z._default(z.string().check(z.minLength(1)), 'us-east-1'),
    /** Set in local mode to the emulators; unset in the cloud. */
    DYNAMODB_ENDPOINT: optionalUrl,
    S3_ENDPOINT: optionalUrl,
    SES_ENDPOINT: optionalUrl,
    /**
     * The most sockets the DynamoDB client keeps open. Local mode sets it (its DynamoDB answers on the same
     * event loop, docs/decisions/local-connection-pools.md); unset in the cloud, which keeps the SDK's pool.
     */
    DYNAMODB_MAX_SOCKETS: z.optional(z.coerce.number().check(z.int(), z.positive())),
    /** The public origin of the site, e.g. https://photos.example.com or http://localhost:3000. */
    SITE_URL: z.string().check(z.url()),
    /** More origins allowed to send mutations, comma separated. */
    EXTRA_ALLOWED_ORIGINS: z._default(z.string(), ''),
    MAIL_FROM: z._default(z.string().check(z.minLength(3)), 'Snifty Photos <no-reply@snifty.photos>'),
    /** The SES configuration set every mail goes out with (its bounces and complaints reach us); unset locally. */
    MAIL_CONFIGURATION_SET: z.optional(z.string().check(z.minLength(1))),
    /** OAuth 2.0 / OIDC: Cognito's hosted UI in the cloud, the local stand-in in local mode. */
    OAUTH_AUTHORIZE_URL: z.string().check(z.url()),
    OAUTH_TOKEN_URL: z.string().check(z.url()),
    OAUTH_ISSUER: z.string().check(z.url()),
    OAUTH_JWKS_URL: z.string().check(z.url()),
    OAUTH_CLIENT_ID: z.string().check(z.minLength(1)),
    OAUTH_CLIENT_SECRET: z._default(z.string(), ''),
    /** Identity provider names as Cognito knows them. */
    OAUTH_GOOGLE_IDP: z._default(z.string(), 'Google'),
    OAUTH_GITHUB_IDP: z._default(z.string(), 'GitHub'),
    /**
     * CloudFront's public key id for signed /media/* URLs. The private half is a secret (kernel/secrets.ts,
     * MEDIA_SIGNING_PRIVATE_KEY), given only to the functions that sign media.
     */
    MEDIA_SIGNING_KEY_ID: z.string().check(z.minLength(1)),
    AI_ANALYZER: z._default(z.enum(['local', 'bedrock']), 'local'),
    BEDROCK_MODEL_ID: z._default(z.string(), 'us.anthropic.claude-haiku-4-5-20251001-v1:0'),
    /** The analysis dead-letter queue the reconcile job redrives; unset in local mode, which has none. */
    ANALYSIS_DEAD_LETTER_QUEUE_URL: optionalUrl,
    LOG_LEVEL: z._default(z.enum(['debug', 'info', 'warn', 'error', 'silent']), 'info'),
  }),
);

export type Config = z.infer<typeof envSchema>;

let cached: Config | undefined;

export function config(): Config {
  if (!cached) {
    const parsed = envSchema.safeParse(process.env);
    if (!parsed.success) {
      const fields = parsed.error.issues.map((i) => i.path.join('.')).join(', ');
      throw new Error(`Invalid configuration: ${fields}`);
    }
    cached = parsed.data;
  }
  return cached;
}

/** Tests and the local runtime change the environment, then call this. */
export function resetConfig(): void {
  cached = undefined;
}

/** The environment variables a deployed function needs, by name, for the CDK stack to fill (read from the schema, so not at import). */
export const configKeys = (): (keyof Config)[] => Object.keys(envSchema.shape) as (keyof Config)[];
