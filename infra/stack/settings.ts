/**
 * The deployment's settings, read from CDK context (`cdk.json` or `-c key=value`). Every value has a
 * placeholder-safe default so `cdk synth` works offline on a fresh clone; `placeholders` lists the
 * defaults still in use so the stack can warn before a deploy that could not sign anyone in.
 * An empty string means "not given", so cdk.json can list every key.
 */
import { Fn, Token } from 'aws-cdk-lib';
import type { Node } from 'constructs';

/** Generated once with `openssl genrsa 2048 | openssl rsa -pubout`; its private half was thrown away. */
export const PLACEHOLDER_MEDIA_SIGNING_PUBLIC_KEY = `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAuq4UnEjPI8zu7WapaJZV
yon9BcFhgnGv9B9XCLfyXYwLrH7GmlLr9CFMq7JicPhFGhlPs1/DsVWIh7uvQOnl
ttXXqBHxQk5mIUdT2bxdYK8k0MI8j5SfkMOgoSpoKMSPecQwptZrTVbfMOLwpjxL
ZE6IDRtRjZITmT17sC7dm1JfhumHqGHr/WWs89au6aiwK5U4iGwOMXTrGwb+gDYv
MBjE2ExLH4XqqHp/aRDgaU7ixkk7KmAUMZdQUR0uj/RRwOXhd8ML14Dvq9Y/zNjy
Q/f+y8eNkfWLTgZ4yWLyTkLxtgiF3ofTrWcaoeqhDzaGjexMdW/zsOcKv0fy4HLd
zwIDAQAB
-----END PUBLIC KEY-----
`;

export interface Settings {
  /** CloudFormation stack name. @default 'SniftyPhotos' */
  readonly stackName: string;
  /** The site's own host name, e.g. `photos.example.com`. @default - the CloudFront domain is the site URL */
  readonly siteDomain?: string;
  /** ACM certificate (us-east-1) for `siteDomain`; required with it. @default - none */
  readonly siteCertificateArn?: string;
  /** Sender of every mail, `Name <address>` or `address`; its domain becomes an SES identity. */
  readonly mailFrom: string;
  readonly googleClientId: string;
  /** Secrets Manager name of the Google OAuth client secret (a plain string secret). */
  readonly googleClientSecretName: string;
  readonly githubClientId: string;
  /** Secrets Manager name of the GitHub OAuth app's client secret (a plain string secret). */
  readonly githubClientSecretName: string;
  /**
   * Issuer URL of the GitHub OIDC wrapper (GitHub itself speaks OAuth 2.0, not OIDC).
   * @default - our own wrapper, `<site URL>/api/oidc/github`, when the route table has its group
   */
  readonly githubOidcIssuer?: string;
  /** Secrets Manager name of the PEM RSA private key our GitHub OIDC wrapper signs ID tokens with. */
  readonly githubOidcSigningKeySecretName: string;
  /** Bedrock model (or inference profile) id the analysis Lambda calls with the Converse API. */
  readonly bedrockModelId: string;
  /**
   * Cognito hosted UI prefix: `<prefix>.auth.<region>.amazoncognito.com`; unique per region across every
   * account. @default - defaultCognitoDomainPrefix(stackName, account)
   */
  readonly cognitoDomainPrefix?: string;
  /** PEM public key CloudFront verifies media signed URLs with; the functions hold the private half. */
  readonly mediaSigningPublicKey: string;
  /** Secrets Manager name of the PEM private key that signs media URLs (the pair of mediaSigningPublicKey). */
  readonly mediaSigningKeySecretName: string;
  /** Address subscribed to the alarm topic (SNS mails a confirmation link first). @default - none: subscribe by hand */
  readonly alarmEmail?: string;
  /**
   * A WAF web ACL (scope CLOUDFRONT, made in us-east-1) to put in front of the distribution instead of the
   * stack's own, for a stack outside us-east-1. @default - the stack's own web ACL, created only in us-east-1
   */
  readonly webAclArn?: string;
  /**
   * Concurrent analyses reserved for (and capping) the analysis function. Lambda refuses a reservation
   * that leaves fewer than 100 unreserved, so a new account (quota 10) cannot have one.
   * @default - none: the analysis shares the account's unreserved pool
   */
  readonly analysisReservedConcurrency?: number;
  /**
   * Verified addresses that may receive mail while SES is in its sandbox: the stack verifies each (SES mails
   * it a link) and lets the functions send to it. Comma-separated in context. @default - none
   */
  readonly mailSandboxRecipients: readonly string[];
  /**
   * The SES identity of `mailFrom`'s domain already exists in the account and region (another stack or the
   * console made it): the stack uses it rather than create it, which SES would refuse. Context 'true'.
   * @default false
   */
  readonly mailIdentityExists: boolean;
  /**
   * The version of the origin secret CloudFront sends, given after a rotation (docs/operations.md) so the
   * distribution picks the new value up. @default - the version current at deploy
   */
  readonly originSecretVersion?: string;
  /** Directory of the built SPA to upload on deploy, relative to the repository root; '' skips it. */
  readonly siteAssets: string;
  /** Context keys whose placeholder default is in use. */
  readonly placeholders: readonly string[];
}

export const DEFAULT_SETTINGS = {
  stackName: 'SniftyPhotos',
  mailFrom: 'Snifty Photos <no-reply@snifty.photos>',
  googleClientId: 'google-client-id-placeholder',
  googleClientSecretName: 'snifty-photos/google-client-secret',
  githubClientId: 'github-client-id-placeholder',
  githubClientSecretName: 'snifty-photos/github-client-secret',
  githubOidcSigningKeySecretName: 'snifty-photos/github-oidc-signing-key',
  bedrockModelId: 'us.anthropic.claude-haiku-4-5-20251001-v1:0',
  mediaSigningPublicKey: PLACEHOLDER_MEDIA_SIGNING_PUBLIC_KEY,
  mediaSigningKeySecretName: 'snifty-photos/media-signing-private-key',
  siteAssets: 'web/dist',
} as const;

/** Used only when neither the context nor the route table provides a GitHub OIDC issuer. */
export const PLACEHOLDER_GITHUB_OIDC_ISSUER = 'https://github-oidc.example.com';

/** Values a real deployment must replace; the others are merely defaults. */
const MUST_SET = ['mailFrom', 'googleClientId', 'githubClientId', 'mediaSigningPublicKey'] as const;

const HOST_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const EMAIL = /^[^@\s,]+@[^@\s,]+\.[^@\s,]+$/;
const DOMAIN_PREFIX = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** Cognito refuses a domain prefix with any of these words. */
const RESERVED_IN_PREFIX = /aws|amazon|cognito/;
/** An account id's length: a prefix is at most 63 characters, and the default ends with `-<account>`. */
const ACCOUNT_ID_LENGTH = 12;

/**
 * The hosted UI prefix when none is given: `snifty-<stack name>-<account>` (the stack name alone when it
 * already starts with "snifty"), lower-cased, only letters, digits and single hyphens, without the words
 * Cognito refuses. The account makes it unique among all accounts and the stack name within one. With an
 * environment-agnostic stack the account is `AWS::AccountId`, which CloudFormation fills in at deploy.
 */
export function defaultCognitoDomainPrefix(stackName: string, account: string): string {
  let name = stackName.toLowerCase();
  for (let before = ''; before !== name;) {
    before = name;
    name = name.replace(RESERVED_IN_PREFIX, '');
  }
  name = name.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  if (!name.startsWith('snifty')) name = name ? `snifty-${name}` : 'snifty';
  name = name.slice(0, 63 - 1 - ACCOUNT_ID_LENGTH).replace(/-+$/, '');
  return Token.isUnresolved(account) ? Fn.join('-', [name, account]) : `${name}-${account}`;
}

export function readSettings(node: Node): Settings {
  // Context from `-c` arrives as strings, from cdk.json as JSON; '' means "not given" for both.
  const read = (key: string): string | undefined => {
    const value: unknown = node.tryGetContext(key);
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value !== 'string') throw new Error(`Context value '${key}' must be a string.`);
    return value.trim();
  };
  const withDefault = <K extends keyof typeof DEFAULT_SETTINGS>(key: K): string => read(key) ?? DEFAULT_SETTINGS[key];

  const settings: Settings = {
    stackName: withDefault('stackName'),
    siteDomain: read('siteDomain')?.toLowerCase(),
    siteCertificateArn: read('siteCertificateArn'),
    mailFrom: withDefault('mailFrom'),
    googleClientId: withDefault('googleClientId'),
    googleClientSecretName: withDefault('googleClientSecretName'),
    githubClientId: withDefault('githubClientId'),
    githubClientSecretName: withDefault('githubClientSecretName'),
    githubOidcIssuer: read('githubOidcIssuer')?.replace(/\/+$/, ''),
    githubOidcSigningKeySecretName: withDefault('githubOidcSigningKeySecretName'),
    bedrockModelId: withDefault('bedrockModelId'),
    cognitoDomainPrefix: read('cognitoDomainPrefix')?.toLowerCase(),
    // A PEM passed with -c usually has its line breaks escaped.
    mediaSigningPublicKey: withDefault('mediaSigningPublicKey').replace(/\\n/g, '\n'),
    mediaSigningKeySecretName: withDefault('mediaSigningKeySecretName'),
    alarmEmail: read('alarmEmail'),
    webAclArn: read('webAclArn'),
    originSecretVersion: read('originSecretVersion'),
    siteAssets: node.tryGetContext('siteAssets') === '' ? '' : withDefault('siteAssets'),
    analysisReservedConcurrency: readWholeNumber(read('analysisReservedConcurrency'), 'analysisReservedConcurrency'),
    mailIdentityExists: readFlag(read('mailIdentityExists'), 'mailIdentityExists'),
    mailSandboxRecipients: (read('mailSandboxRecipients') ?? '')
      .split(',')
      .map((address) => address.trim().toLowerCase())
      .filter(Boolean),
    placeholders: MUST_SET.filter((key) => read(key) === undefined),
  };
  validate(settings);
  return settings;
}

function validate(s: Settings): void {
  if (s.siteDomain !== undefined && !HOST_NAME.test(s.siteDomain)) {
    throw new Error(`siteDomain must be a host name such as photos.example.com, got '${s.siteDomain}'.`);
  }
  if (s.siteDomain !== undefined && s.siteCertificateArn === undefined) {
    // CloudFront answers for an alternate domain only with a certificate; without one the site URL
    // the functions use (cookies, redirects, CORS) would point at a host that does not serve us.
    throw new Error('siteDomain needs siteCertificateArn: an ACM certificate in us-east-1 that covers it.');
  }
  if (s.siteCertificateArn !== undefined && !s.siteCertificateArn.startsWith('arn:')) {
    throw new Error(`siteCertificateArn must be an ARN, got '${s.siteCertificateArn}'.`);
  }
  // CloudFront takes certificates from us-east-1 only; any other region passes synth and fails the
  // distribution midway through the deploy.
  if (s.siteCertificateArn !== undefined && !/^arn:[\w-]+:acm:us-east-1:\d{12}:certificate\/\S+$/.test(s.siteCertificateArn)) {
    const region = s.siteCertificateArn.split(':')[3] || '(none)';
    throw new Error(
      `siteCertificateArn must be an ACM certificate in us-east-1 (arn:aws:acm:us-east-1:<account>:certificate/...), as CloudFront requires; got one in region '${region}': '${s.siteCertificateArn}'.`,
    );
  }
  if (s.githubOidcIssuer !== undefined && !/^https:\/\/[^/\s]+/.test(s.githubOidcIssuer)) {
    throw new Error(`githubOidcIssuer must be an https URL, got '${s.githubOidcIssuer}'.`);
  }
  if (
    s.cognitoDomainPrefix !== undefined &&
    (!DOMAIN_PREFIX.test(s.cognitoDomainPrefix) || RESERVED_IN_PREFIX.test(s.cognitoDomainPrefix))
  ) {
    throw new Error(
      `cognitoDomainPrefix must be lower-case letters, digits and hyphens without 'aws', 'amazon' or 'cognito', got '${s.cognitoDomainPrefix}'.`,
    );
  }
  if (!/-----BEGIN PUBLIC KEY-----[\s\S]+-----END PUBLIC KEY-----/.test(s.mediaSigningPublicKey)) {
    throw new Error('mediaSigningPublicKey must be a PEM public key (-----BEGIN PUBLIC KEY----- ...).');
  }
  if (s.alarmEmail !== undefined && !EMAIL.test(s.alarmEmail)) {
    throw new Error(`alarmEmail must be an email address, got '${s.alarmEmail}'.`);
  }
  for (const address of s.mailSandboxRecipients) {
    if (!EMAIL.test(address)) throw new Error(`mailSandboxRecipients must be email addresses separated by commas, got '${address}'.`);
  }
  if (s.webAclArn !== undefined && !/^arn:[\w-]+:wafv2:us-east-1:\d{12}:global\/webacl\//.test(s.webAclArn)) {
    throw new Error(
      `webAclArn must be a CLOUDFRONT-scope web ACL ARN (arn:aws:wafv2:us-east-1:<account>:global/webacl/...), got '${s.webAclArn}'.`,
    );
  }
  // Secrets Manager's version ids are UUIDs; anything else would fail only at deploy.
  if (
    s.originSecretVersion !== undefined &&
    !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s.originSecretVersion)
  ) {
    throw new Error(`originSecretVersion must be a Secrets Manager version id (a UUID), got '${s.originSecretVersion}'.`);
  }
  senderAddress(s.mailFrom);
}

/** A context value that must be a whole number of at least 1, or absent. */
function readWholeNumber(value: string | undefined, key: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${key} must be a whole number of at least 1, got '${value}'.`);
  return n;
}

/** `Snifty Photos <no-reply@snifty.photos>` -> address and domain, which SES conditions and identities use. */
/** A context flag: 'true' or 'false' (absent: false). */
function readFlag(value: string | undefined, key: string): boolean {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  throw new Error(`${key} must be true or false, got '${value}'.`);
}

export function senderAddress(mailFrom: string): { address: string; domain: string } {
  const address = (/<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom).trim().toLowerCase();
  const domain = /^[^@\s]+@([^@\s]+)$/.exec(address)?.[1];
  if (!domain || !HOST_NAME.test(domain)) {
    throw new Error(`mailFrom must be 'Name <address>' or an address, got '${mailFrom}'.`);
  }
  return { address, domain };
}
