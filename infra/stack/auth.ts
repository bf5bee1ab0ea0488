/**
 * Cognito, for social sign-in only: Google directly, GitHub through our OIDC wrapper (GitHub speaks
 * OAuth 2.0, not OIDC). Email+password accounts and sessions live in our own functions, with
 * opaque server-side sessions (docs/decisions/sessions.md); the functions use Cognito's hosted UI endpoints with PKCE and verify its ID tokens.
 */
import { Duration, RemovalPolicy, SecretValue, Stack, Validations } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { ServiceFunction } from './service-function';

/** The callback path the auth functions serve (route table: GET /api/auth/callback). */
export const OAUTH_CALLBACK_PATH = '/api/auth/callback';

/**
 * Provider names as the hosted UI's `identity_provider` parameter takes them. Literal names rather than
 * the resources' Ref, whose shape CloudFormation does not promise to be the bare name.
 */
export const GOOGLE_PROVIDER_NAME = 'Google';
export const GITHUB_PROVIDER_NAME = 'GitHub';

export interface AuthProps {
  /** The site's public origin; the callback and sign-out URLs are built on it. */
  readonly siteUrl: string;
  /** `<prefix>.auth.<region>.amazoncognito.com` */
  readonly domainPrefix: string;
  readonly google: { readonly clientId: string; readonly clientSecretName: string };
  readonly github: {
    readonly clientId: string;
    readonly clientSecretName: string;
    readonly issuerUrl: string;
    /**
     * The provider's endpoints, when Cognito should not discover them: our own wrapper is deployed in
     * the same stack, so it cannot answer discovery while Cognito creates the provider.
     * @default - discovered from `<issuerUrl>/.well-known/openid-configuration`
     */
    readonly endpoints?: cognito.OidcEndpoints;
  };
  /**
   * Scopes asked of the GitHub OIDC wrapper.
   * @default ['openid', 'read:user', 'user:email']: what a GitHub OIDC shim needs to read the verified email
   */
  readonly githubScopes?: string[];
  /** @default RemovalPolicy.RETAIN */
  readonly removalPolicy?: RemovalPolicy;
}

export class Auth extends Construct {
  private readonly githubClient: AuthProps['github'];
  readonly userPool: cognito.UserPool;
  readonly client: cognito.UserPoolClient;
  readonly domain: cognito.UserPoolDomain;
  readonly google: cognito.UserPoolIdentityProviderGoogle;
  readonly github: cognito.UserPoolIdentityProviderOidc;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);
    this.githubClient = props.github;

    this.userPool = new cognito.UserPool(this, 'UserPool', {
      // Federated users are created on their first sign-in; nobody signs up with Cognito itself.
      selfSignUpEnabled: false,
      signInAliases: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      accountRecovery: cognito.AccountRecovery.NONE,
      passwordPolicy: {
        minLength: 12,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
      },
      // Social sign-in through the classic hosted UI needs nothing beyond Lite.
      featurePlan: cognito.FeaturePlan.LITE,
      deletionProtection: true,
      removalPolicy: props.removalPolicy ?? RemovalPolicy.RETAIN,
    });

    this.google = new cognito.UserPoolIdentityProviderGoogle(this, 'Google', {
      userPool: this.userPool,
      clientId: props.google.clientId,
      clientSecretValue: SecretValue.secretsManager(props.google.clientSecretName),
      scopes: ['openid', 'email', 'profile'],
      attributeMapping: {
        email: cognito.ProviderAttribute.GOOGLE_EMAIL,
        // The callback refuses an address the provider has not verified (functions/oauth/id-token.ts).
        emailVerified: cognito.ProviderAttribute.GOOGLE_EMAIL_VERIFIED,
        fullname: cognito.ProviderAttribute.GOOGLE_NAME,
        profilePicture: cognito.ProviderAttribute.GOOGLE_PICTURE,
      },
    });

    this.github = new cognito.UserPoolIdentityProviderOidc(this, 'GitHub', {
      userPool: this.userPool,
      name: GITHUB_PROVIDER_NAME,
      clientId: props.github.clientId,
      // The OIDC construct takes a string; this is still a CloudFormation dynamic reference, not the value.
      clientSecret: SecretValue.secretsManager(props.github.clientSecretName).unsafeUnwrap(),
      issuerUrl: props.github.issuerUrl,
      endpoints: props.github.endpoints,
      scopes: props.githubScopes ?? ['openid', 'read:user', 'user:email'],
      attributeRequestMethod: cognito.OidcAttributeRequestMethod.GET,
      attributeMapping: {
        email: cognito.ProviderAttribute.other('email'),
        emailVerified: cognito.ProviderAttribute.other('email_verified'),
        fullname: cognito.ProviderAttribute.other('name'),
        profilePicture: cognito.ProviderAttribute.other('picture'),
      },
    });

    this.domain = this.userPool.addDomain('Domain', { cognitoDomain: { domainPrefix: props.domainPrefix } });

    this.client = this.userPool.addClient('WebClient', {
      // A public client: the code exchange is protected by PKCE, as in local mode.
      generateSecret: false,
      oAuth: {
        flows: { authorizationCodeGrant: true },
        scopes: [cognito.OAuthScope.OPENID, cognito.OAuthScope.EMAIL, cognito.OAuthScope.PROFILE],
        callbackUrls: [`${props.siteUrl}${OAUTH_CALLBACK_PATH}`],
        logoutUrls: [props.siteUrl],
      },
      supportedIdentityProviders: [
        cognito.UserPoolClientIdentityProvider.custom(GOOGLE_PROVIDER_NAME),
        cognito.UserPoolClientIdentityProvider.custom(GITHUB_PROVIDER_NAME),
      ],
      preventUserExistenceErrors: true,
      idTokenValidity: Duration.minutes(60),
      accessTokenValidity: Duration.minutes(60),
    });
    // The client names the providers by name, which CloudFormation does not see as a dependency.
    this.client.node.addDependency(this.google, this.github);

    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG2',
      reason:
        'The pool only brokers Google and GitHub sign-in (self sign-up off, no Cognito passwords); MFA belongs to those providers.',
    });
    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG8',
      reason:
        'Plus (threat protection) guards Cognito password sign-ins; there are none here (social only), and our own sign-in is rate limited in the functions.',
    });
  }

  /** The OAuth/OIDC settings the auth functions read (OAUTH_*). */
  bindClient(fn: ServiceFunction): void {
    const stack = Stack.of(this);
    const hostedUi = this.domain.baseUrl();
    const issuer = `https://cognito-idp.${stack.region}.${stack.urlSuffix}/${this.userPool.userPoolId}`;
    fn.setConfig('OAUTH_AUTHORIZE_URL', `${hostedUi}/oauth2/authorize`);
    fn.setConfig('OAUTH_TOKEN_URL', `${hostedUi}/oauth2/token`);
    fn.setConfig('OAUTH_ISSUER', issuer);
    fn.setConfig('OAUTH_JWKS_URL', `${issuer}/.well-known/jwks.json`);
    fn.setConfig('OAUTH_CLIENT_ID', this.client.userPoolClientId);
    fn.setConfig('OAUTH_GOOGLE_IDP', GOOGLE_PROVIDER_NAME);
    fn.setConfig('OAUTH_GITHUB_IDP', GITHUB_PROVIDER_NAME);
  }

  /**
   * Configures our GitHub OIDC wrapper (functions/github-oidc): the GitHub app it fronts, the key it signs
   * ID tokens with, and Cognito's redirect URI as the only one it accepts. The two secrets stay in Secrets
   * Manager: the function reads them at cold start and its environment only names them.
   */
  bindGithubOidcProvider(fn: ServiceFunction, signingKeySecretName: string): void {
    fn.fn.addEnvironment('GITHUB_CLIENT_ID', this.githubClient.clientId);
    fn.fn.addEnvironment('GITHUB_OIDC_ALLOWED_REDIRECTS', `${this.domain.baseUrl()}/oauth2/idpresponse`);
    fn.bindSecret('GITHUB_CLIENT_SECRET', Secret.fromSecretNameV2(this, 'GithubClientSecret', this.githubClient.clientSecretName));
    fn.bindSecret('GITHUB_OIDC_SIGNING_KEY', Secret.fromSecretNameV2(this, 'GithubOidcSigningKey', signingKeySecretName));
  }
}
