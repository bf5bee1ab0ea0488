/**
 * The whole product in one stack. It only wires constructs together; each construct owns one job and
 * the verbs (`bindTable`, `grantObjects`, `grantSend`, ...) that connect a function to it.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Annotations, CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { OidcEndpoints } from 'aws-cdk-lib/aws-cognito';
import { ISSUER_PATH as GITHUB_OIDC_ISSUER_PATH } from '../../functions/github-oidc/config';
import { discoveryDocument } from '../../functions/github-oidc/discovery';
import { type GroupDeclaration, groups as groupTable, routelessGroups } from '../../functions/api/route-table';
import { ANALYSIS_GROUP } from '../../functions/analysis/group';
import { AUTHORIZER_GROUP } from '../../functions/authorizer/group';
import { declaredJobs } from '../../functions/lib/jobs';
import { AccessLogs } from './access-logs';
import { Alarms } from './alarms';
import { PhotoAnalysis } from './analysis';
import { Api, toId } from './api';
import { Auth, OAUTH_CALLBACK_PATH } from './auth';
import { Data } from './data';
import { EdgeFirewall } from './edge-firewall';
import { Mail } from './mail';
import { Media } from './media';
import { OriginSecret } from './origin-secret';
import { handlerEntry, REPO_ROOT } from './paths';
import { ScheduledJob } from './schedule';
import type { ConfigKey, ServiceFunction } from './service-function';
import { defaultCognitoDomainPrefix, PLACEHOLDER_GITHUB_OIDC_ISSUER, type Settings } from './settings';
import { Site } from './site';

/** Bucket CORS for the distribution's own `https://<id>.cloudfront.net` origin. */
export const CLOUDFRONT_ORIGINS = 'https://*.cloudfront.net';

/** The wrapper's endpoints under an issuer, from its own discovery document. */
function githubWrapperEndpoints(issuer: string): OidcEndpoints {
  const doc = discoveryDocument(issuer);
  return {
    authorization: doc.authorization_endpoint,
    token: doc.token_endpoint,
    userInfo: doc.userinfo_endpoint,
    jwksUri: doc.jwks_uri,
  };
}

/** Configuration the deployed functions leave unset, and why; every other key of configKeys() is set (but PARTLY_SET_CONFIG_KEYS). */
export const CLOUD_UNSET_CONFIG_KEYS: Readonly<Partial<Record<ConfigKey, string>>> = {
  AWS_REGION: 'Lambda sets it itself (a reserved variable)',
  DYNAMODB_ENDPOINT: 'local emulators only',
  DYNAMODB_MAX_SOCKETS: "local emulators only: the cloud keeps the SDK's pool",
  S3_ENDPOINT: 'local emulators only',
  SES_ENDPOINT: 'local emulators only',
  OAUTH_CLIENT_SECRET: 'the Cognito app client is public; PKCE protects the code exchange',
};

/** Configuration only some functions are given, and which: the rest never read it. */
export const PARTLY_SET_CONFIG_KEYS: Readonly<Partial<Record<ConfigKey, string>>> = {
  MAIL_CONFIGURATION_SET: 'the functions that send mail (access.mail)',
};

export interface SniftyPhotosStackProps extends StackProps {
  readonly settings: Settings;
  /** @default the groups of functions/api/route-table.ts */
  readonly groups?: readonly GroupDeclaration[];
  /** Entry file of a handler by group name ('analysis' and 'authorizer' included). @default functions/<name>/handler.ts */
  readonly entryFor?: (name: string) => string;
}

export class SniftyPhotosStack extends Stack {
  readonly data: Data;
  readonly media: Media;
  readonly api: Api;
  readonly site: Site;
  readonly auth: Auth;
  readonly mail: Mail;
  readonly analysis: PhotoAnalysis;

  constructor(scope: Construct, id: string, props: SniftyPhotosStackProps) {
    super(scope, id, props);
    const { settings } = props;
    const entryFor = props.entryFor ?? handlerEntry;
    const siteDomainUrl = settings.siteDomain ? `https://${settings.siteDomain}` : undefined;

    const accessLogs = new AccessLogs(this, 'AccessLogs');
    const data = new Data(this, 'Data');
    const media = new Media(this, 'Media', {
      // Every origin that serves the app may POST uploads: the site domain and the distribution's own
      // name. The latter cannot be named exactly (the bucket is the distribution's origin, so naming the
      // distribution here would make each depend on the other), hence any CloudFront name; the presigned
      // policy each upload carries still decides what is accepted.
      uploadOrigins: [...(siteDomainUrl ? [siteDomainUrl] : []), CLOUDFRONT_ORIGINS],
      accessLogs,
    });
    const groups = props.groups ?? groupTable;
    const api = new Api(this, 'Api', { groups, entryFor });
    const firewall = new EdgeFirewall(this, 'EdgeFirewall', { webAclArn: settings.webAclArn });
    const originSecret = new OriginSecret(this, 'OriginSecret', { version: settings.originSecretVersion });
    // Every API function checks it: browser routes refuse requests without it, and the client address is believed only with it.
    for (const fn of api.functions.values()) originSecret.bindTo(fn);
    const site = new Site(this, 'Site', {
      apiDomainName: api.domainName,
      mediaBucket: media.bucket,
      mediaSigningPublicKey: settings.mediaSigningPublicKey,
      mediaSigningKeySecretName: settings.mediaSigningKeySecretName,
      accessLogs,
      domainName: settings.siteDomain,
      certificateArn: settings.siteCertificateArn,
      webAclId: firewall.webAclId,
      originSecretValue: originSecret.headerValue,
    });
    // Our own wrapper, when deployed here, is the default issuer; its endpoints are given to Cognito
    // because the wrapper cannot answer discovery before this very deploy has finished.
    const githubOidcGroup = groups.find((g) => g.access.githubOidc);
    const ownGithubOidc = githubOidcGroup && api.functions.get(githubOidcGroup.name);
    const ownIssuer = ownGithubOidc && !settings.githubOidcIssuer ? `${site.url}${GITHUB_OIDC_ISSUER_PATH}` : undefined;
    const githubIssuer = settings.githubOidcIssuer ?? ownIssuer ?? PLACEHOLDER_GITHUB_OIDC_ISSUER;
    const placeholders = [...settings.placeholders, ...(githubIssuer === PLACEHOLDER_GITHUB_OIDC_ISSUER ? ['githubOidcIssuer'] : [])];

    const auth = new Auth(this, 'Auth', {
      siteUrl: site.url,
      domainPrefix: settings.cognitoDomainPrefix ?? defaultCognitoDomainPrefix(this.stackName, this.account),
      google: { clientId: settings.googleClientId, clientSecretName: settings.googleClientSecretName },
      github: {
        clientId: settings.githubClientId,
        clientSecretName: settings.githubClientSecretName,
        issuerUrl: githubIssuer,
        endpoints: ownIssuer ? githubWrapperEndpoints(ownIssuer) : undefined,
      },
    });
    const mail = new Mail(this, 'Mail', {
      from: settings.mailFrom,
      sandboxRecipients: settings.mailSandboxRecipients,
      identityExists: settings.mailIdentityExists,
    });
    const analysis = new PhotoAnalysis(this, 'Analysis', {
      modelId: settings.bedrockModelId,
      entry: entryFor('analysis'),
      reservedConcurrency: settings.analysisReservedConcurrency,
    });
    const alarms = new Alarms(this, 'Alarms', { email: settings.alarmEmail });
    this.data = data;
    this.media = media;
    this.api = api;
    this.site = site;
    this.auth = auth;
    this.mail = mail;
    this.analysis = analysis;

    // functions/kernel/config.ts parses every key at once, so every function gets the full configuration;
    // permissions are what differ between them.
    const everyFunction = new Map<string, ServiceFunction>([
      ...api.functions,
      ...(api.authorizerFunction ? ([[AUTHORIZER_GROUP.name, api.authorizerFunction]] as const) : []),
      [ANALYSIS_GROUP.name, analysis.fn],
    ]);
    for (const [name, fn] of everyFunction) {
      fn.setConfig('SITE_URL', site.url);
      fn.setConfig('EXTRA_ALLOWED_ORIGINS', siteDomainUrl ? site.distributionUrl : '');
      fn.setConfig('LOG_LEVEL', 'info');
      data.bindTable(fn);
      media.bindBucket(fn);
      site.bindMediaKeyId(fn);
      mail.bindSender(fn);
      auth.bindClient(fn);
      analysis.bindAnalyzer(fn);
      alarms.watchFunction(name, fn);
    }

    // Each function (a route group's, the analysis', the authorizer's) gets what its declaration names, and
    // nothing more; a declaration whose function this stack lacks (the authorizer without 'apiKey' routes) is skipped.
    const declarations = [...groups, ...routelessGroups];
    const modelCallers: ServiceFunction[] = [];
    for (const { name, access } of declarations) {
      const fn = everyFunction.get(name);
      if (!fn) continue;
      if (access.model) modelCallers.push(fn);
      if (access.table) data.grantData(fn, access.table);
      if (access.media) media.grantObjects(fn, access.media);
      if (access.sweepsDataExports) media.grantDataExportSweep(fn);
      if (access.mail) mail.grantSend(fn);
      if (access.mailFeedback) mail.sendFeedbackTo(fn);
      if (access.signsMedia) site.grantMediaSigning(fn);
      if (access.model) analysis.grantModel(fn);
      if (access.deadLetters) analysis.grantDeadLetters(fn);
    }
    if (ownGithubOidc && ownIssuer) auth.bindGithubOidcProvider(ownGithubOidc, settings.githubOidcSigningKeySecretName);
    media.notifyOnUpload(analysis.fn);
    alarms.watchQueue('AnalysisDeadLetterQueue', analysis.deadLetterQueue);
    alarms.watchApi(api.httpApi);
    alarms.watchThrottles(analysis.fn);
    alarms.watchAiFallbacks();
    alarms.watchBedrockRefusals(modelCallers.map((fn) => fn.logGroup));
    alarms.watchCounterDrift();

    // Each declared job on its declared schedule, in the function that declares it (none when the stack
    // lacks that function, as with a route table without its group).
    for (const job of declaredJobs(declarations)) {
      const target = everyFunction.get(job.group);
      if (target) new ScheduledJob(this, toId(job.job), { target, job });
    }

    if (settings.siteAssets) {
      const assets = resolve(REPO_ROOT, settings.siteAssets);
      if (existsSync(join(assets, 'index.html'))) site.deployAssets(assets);
      else Annotations.of(this).addInfo(`No built site at ${assets}: the site bucket stays empty (npm run build:web first).`);
    }

    if (!settings.alarmEmail) {
      Annotations.of(this).addWarningV2(
        'snifty:no-alarm-email',
        'No alarmEmail: the alarms publish to the AlarmTopicArn output and reach nobody until someone subscribes.',
      );
    }
    if (placeholders.length > 0) {
      Annotations.of(this).addWarningV2(
        'snifty:placeholder-context',
        `Placeholder values in use for: ${placeholders.join(', ')}. Synth works; a deploy needs real values (see infra/app.ts).`,
      );
    }

    const outputs: Record<string, [string, string]> = {
      SiteUrl: [site.url, 'The site'],
      DistributionDomainName: [site.distribution.distributionDomainName, 'Point siteDomain here (CNAME/alias)'],
      ApiEndpoint: [
        api.httpApi.apiEndpoint,
        'The HTTP API for the mobile apps (X-API-Key); browser routes answer only through /api/* on the site',
      ],
      TableName: [data.table.tableName, 'The DynamoDB table'],
      MediaBucketName: [media.bucket.bucketName, 'The private photos bucket'],
      SiteBucketName: [site.bucket.bucketName, 'The SPA bucket'],
      MediaSigningKeyId: [site.mediaPublicKey.publicKeyId, 'Key-Pair-Id for signed /media/* URLs'],
      UserPoolId: [auth.userPool.userPoolId, 'The Cognito user pool (social sign-in)'],
      UserPoolClientId: [auth.client.userPoolClientId, 'The Cognito app client'],
      OAuthCallbackUrl: [`${site.url}${OAUTH_CALLBACK_PATH}`, 'Where Cognito returns members to (registered on the app client)'],
      CognitoIdpResponseUrl: [
        `${auth.domain.baseUrl()}/oauth2/idpresponse`,
        'Register this as the redirect URI of the Google OAuth client and of the GitHub OAuth app',
      ],
      AnalysisDeadLetterQueueUrl: [analysis.deadLetterQueue.queueUrl, 'Failed analysis events'],
      AlarmTopicArn: [alarms.topic.topicArn, 'Every alarm publishes here; subscribe whoever is on call'],
      OriginSecretName: [
        originSecret.secret.secretName,
        'The header secret CloudFront adds to API requests (rotation: docs/operations.md)',
      ],
    };
    for (const [key, [value, description]] of Object.entries(outputs)) new CfnOutput(this, key, { value, description });
  }
}
