/**
 * The stack as `cdk synth` builds it: the real route table, table definition and cdk.json context, with
 * every function bundled by esbuild (once, in beforeAll).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type CfnElement, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import { GSIS, TABLE_KEYS, TTL_ATTRIBUTE } from '../../functions/data/table/table-definition';
import { ACCOUNT_GROUP } from '../../functions/account/group';
import { ANALYSIS_GROUP } from '../../functions/analysis/group';
import { configKeys } from '../../functions/kernel/config';
import { groups, jobs, routeGroups, routeKey, routes } from '../../functions/api/route-table';
import { INBOX_PREFIX } from '../../infra/stack/media';
import { ISSUER_PATH } from '../../functions/github-oidc/config';
import { CLOUD_UNSET_CONFIG_KEYS, PARTLY_SET_CONFIG_KEYS } from '../../infra/stack/snifty-photos-stack';
import { LAMBDA_MODELS_DIR, VISION_ARCHITECTURE } from '../../infra/stack/vision-modules';
import { IMAGENET_FILES, IMAGENET_FOLDER } from '../../functions/ai/vision/imagenet/imagenet-weights';
import { nagFindings, serviceFunctions, type Synthesised, synth } from './synth';

type Resource = { Type: string; Properties: Record<string, any>; DependsOn?: string[] };

let built: Synthesised;
let resources: Record<string, Resource>;

const ofType = (type: string): [string, Resource][] => Object.entries(resources).filter(([, r]) => r.Type === type);
const logicalId = (c: IConstruct): string => Stack.of(c).resolve(Stack.of(c).getLogicalId(c.node.defaultChild as CfnElement));
/** Every action the role's policies allow. */
const roleActions = (roleId: string): string[] =>
  ofType('AWS::IAM::Policy')
    .filter(([, p]) => JSON.stringify(p.Properties.Roles).includes(`"${roleId}"`))
    .flatMap(([, p]) => p.Properties.PolicyDocument.Statement.flatMap((s: { Action: string | string[] }) => [s.Action].flat()));

beforeAll(() => {
  built = synth({ bundle: true });
  resources = built.template.toJSON().Resources;
}, 180_000);

describe('SniftyPhotosStack', () => {
  it('builds the table from functions/data/table/table-definition.ts', () => {
    const [[, table]] = ofType('AWS::DynamoDB::GlobalTable') as [[string, Resource]];
    const p = table.Properties;

    expect(p.KeySchema).toEqual([
      { AttributeName: TABLE_KEYS.partition, KeyType: 'HASH' },
      { AttributeName: TABLE_KEYS.sort, KeyType: 'RANGE' },
    ]);
    expect(p.GlobalSecondaryIndexes).toEqual(
      GSIS.map((g) => ({
        IndexName: g.indexName,
        KeySchema: [
          { AttributeName: g.partition, KeyType: 'HASH' },
          { AttributeName: g.sort, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    );
    expect(p.BillingMode).toBe('PAY_PER_REQUEST');
    expect(p.TimeToLiveSpecification).toEqual({ AttributeName: TTL_ATTRIBUTE, Enabled: true });
    expect(p.Replicas[0].PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
    expect(p.Replicas[0].DeletionProtectionEnabled).toBe(true);
    expect(table).toMatchObject({ DeletionPolicy: 'Retain' });
  });

  it('creates one HTTP API route per route-table row', () => {
    const deployed = ofType('AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties.RouteKey as string);

    expect(deployed.sort()).toEqual(routes.map(routeKey).sort());
  });

  it('runs one Node.js 22 Lambda per route group, plus the analysis and the API-key authorizer, on arm64 but the analysis', () => {
    const ours = serviceFunctions(built.stack);

    expect(ours.size).toBe(routeGroups().length + 2);
    for (const group of routeGroups()) expect(built.stack.api.functions.has(group)).toBe(true);
    const nodeFunctions = ofType('AWS::Lambda::Function').filter(([, f]) => String(f.Properties.Runtime).startsWith('nodejs'));
    expect(nodeFunctions.map(([id]) => id).sort()).toEqual([...ours.values()].sort());
    const analysis = logicalId(built.stack.analysis.fn.fn);
    for (const [id, f] of nodeFunctions) {
      // The analysis function runs where its ImageNet runtime's addon was compiled (vision-modules.ts).
      const architecture = id === analysis ? VISION_ARCHITECTURE : 'arm64';
      expect(f.Properties).toMatchObject({ Runtime: 'nodejs22.x', Architectures: [architecture], Handler: 'index.handler' });
      expect(f.Properties.LoggingConfig.LogGroup).toBeDefined();
    }
    expect(ofType('AWS::ApiGatewayV2::Authorizer')).toHaveLength(1);
  });

  it('gives every function each setting functions/kernel/config.ts reads, except the cloud-unset ones', () => {
    const expected = configKeys().filter((k) => !(k in CLOUD_UNSET_CONFIG_KEYS) && !(k in PARTLY_SET_CONFIG_KEYS));

    for (const id of serviceFunctions(built.stack).values()) {
      const env = resources[id]!.Properties.Environment.Variables as Record<string, unknown>;
      expect(Object.keys(env)).toEqual(expect.arrayContaining([...expected, 'NODE_OPTIONS']));
      for (const unset of Object.keys(CLOUD_UNSET_CONFIG_KEYS)) expect(env).not.toHaveProperty(unset);
      expect(env).toMatchObject({
        NODE_OPTIONS: '--enable-source-maps',
        AI_ANALYZER: 'bedrock',
        OAUTH_GOOGLE_IDP: 'Google',
        OAUTH_GITHUB_IDP: 'GitHub',
      });
    }
  });

  it('keeps the photos bucket private and notifies the analysis Lambda of new uploads in the inbox', () => {
    const bucketId = logicalId(built.stack.media.bucket);
    const analysisId = logicalId(built.stack.analysis.fn.fn);
    const bucket = resources[bucketId]!.Properties;

    expect(bucket.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(bucket.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault.SSEAlgorithm).toBe('AES256');
    expect(bucket.CorsConfiguration.CorsRules).toEqual([expect.objectContaining({ AllowedMethods: ['POST'] })]);
    expect(bucket.LifecycleConfiguration.Rules).toContainEqual(
      expect.objectContaining({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 } }),
    );
    built.template.hasResourceProperties('Custom::S3BucketNotifications', {
      BucketName: { Ref: bucketId },
      NotificationConfiguration: {
        LambdaFunctionConfigurations: [
          {
            Events: ['s3:ObjectCreated:*'],
            Filter: { Key: { FilterRules: [{ Name: 'prefix', Value: INBOX_PREFIX }] } },
            LambdaFunctionArn: { 'Fn::GetAtt': [analysisId, 'Arn'] },
          },
        ],
      },
    });
    // enforceSSL: a Deny on aws:SecureTransport=false
    built.template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: bucketId },
      PolicyDocument: {
        Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]),
      },
    });
  });

  it('sends analysis events that still fail after retries to a dead-letter queue', () => {
    built.template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: logicalId(built.stack.analysis.fn.fn) },
      MaximumRetryAttempts: 2,
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [logicalId(built.stack.analysis.deadLetterQueue), 'Arn'] } } },
    });
  });

  it('serves the SPA, /api/* and /media/* through one CloudFront distribution', () => {
    const [[, distribution]] = ofType('AWS::CloudFront::Distribution') as [[string, Resource]];
    const config = distribution.Properties.DistributionConfig;
    const origin = (id: string) => config.Origins.find((o: { Id: string }) => o.Id === id);
    const behaviour = (pattern: string) => config.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === pattern);
    const spaFallback = logicalId(built.stack.site.node.findChild('SpaFallback'));

    const api = behaviour('/api/*');
    expect(api).toMatchObject({
      AllowedMethods: expect.arrayContaining(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']),
      CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
      OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
    });
    expect(JSON.stringify(origin(api.TargetOriginId).DomainName)).toContain(logicalId(built.stack.api.httpApi));
    // The API sees CloudFront's address: a viewer-request function stamps the viewer's (sign-in throttling).
    const clientAddress = logicalId(built.stack.site.node.findChild('ClientAddress'));
    expect(api.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [clientAddress, 'FunctionARN'] } },
    ]);

    const media = behaviour('/media/*');
    expect(media.TrustedKeyGroups).toHaveLength(1);
    expect(origin(media.TargetOriginId)).toMatchObject({
      DomainName: { 'Fn::GetAtt': [logicalId(built.stack.media.bucket), 'RegionalDomainName'] },
      OriginAccessControlId: expect.anything(),
    });

    expect(origin(config.DefaultCacheBehavior.TargetOriginId)).toMatchObject({
      DomainName: { 'Fn::GetAtt': [logicalId(built.stack.site.bucket), 'RegionalDomainName'] },
      OriginAccessControlId: expect.anything(),
    });
    // The SPA fallback is a viewer-request function on the default behaviour, not distribution-wide
    // 403/404 error responses, which would also rewrite the API's own 403/404 answers.
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [spaFallback, 'FunctionARN'] } },
    ]);
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(config.DefaultRootObject).toBe('index.html');
  });

  it("compresses the app's text assets at the edge, never the photos", () => {
    const [[, distribution]] = ofType('AWS::CloudFront::Distribution') as [[string, Resource]];
    const config = distribution.Properties.DistributionConfig;
    const media = config.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/media/*');
    expect(config.DefaultCacheBehavior).toMatchObject({ Compress: true, CachePolicyId: CachePolicy.CACHING_OPTIMIZED.cachePolicyId });
    expect(media.Compress).toBe(false);
  });

  it('federates Google and GitHub through a public Cognito client with the code flow', () => {
    built.template.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'Google',
      ProviderType: 'Google',
      ProviderDetails: Match.objectLike({ client_secret: Match.stringLikeRegexp('^\\{\\{resolve:secretsmanager:') }),
    });
    built.template.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'GitHub',
      ProviderType: 'OIDC',
      ProviderDetails: Match.objectLike({
        client_secret: Match.stringLikeRegexp('^\\{\\{resolve:secretsmanager:'),
        oidc_issuer: Match.anyValue(),
      }),
    });
    built.template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      AllowedOAuthFlows: ['code'],
      AllowedOAuthScopes: ['openid', 'email', 'profile'],
      SupportedIdentityProviders: ['Google', 'GitHub'],
      CallbackURLs: [Match.objectLike({ 'Fn::Join': ['', Match.arrayWith(['/api/auth/callback'])] })],
    });
    built.template.hasResourceProperties('AWS::Cognito::UserPoolDomain', { Domain: Match.anyValue() });
  });

  it('lets the photo-edits function (its restyles) invoke exactly the analysis model, and no other API function any model', () => {
    // Prepare
    const photos = built.stack.api.functions.get('photo-edits')!;
    const photosRole = logicalId(photos.role);
    const profileArn = Match.stringLikeRegexp(`inference-profile/${built.stack.analysis.modelId}$`);
    const photosModelStatements = ofType('AWS::IAM::Policy')
      .filter(([, p]) => JSON.stringify(p.Properties.Roles).includes(`"${photosRole}"`))
      .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[])
      .filter((statement) => [statement.Action].flat().some((a) => a.startsWith('bedrock:')));

    // Assess: the profile in this region, and the model only through that profile
    expect(photosModelStatements.length).toBeGreaterThan(0);
    for (const statement of photosModelStatements) expect(statement.Action).toBe('bedrock:InvokeModel');
    built.template.hasResourceProperties('AWS::IAM::Policy', {
      Roles: Match.arrayWith([{ Ref: photosRole }]),
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Action: 'bedrock:InvokeModel', Resource: { 'Fn::Join': ['', Match.arrayWith([profileArn])] } }),
          Match.objectLike({
            Action: 'bedrock:InvokeModel',
            Condition: { StringEquals: { 'bedrock:InferenceProfileArn': Match.anyValue() } },
          }),
        ]),
      },
    });
    for (const [group, fn] of built.stack.api.functions) {
      if (group === 'photo-edits') continue;
      expect(
        roleActions(logicalId(fn.role)).filter((a) => a.startsWith('bedrock:')),
        group,
      ).toEqual([]);
    }
  });

  it('grants each function only what its group needs', () => {
    const roleOf = (fn: { role: IConstruct }) => logicalId(fn.role);
    const analysis = roleActions(roleOf(built.stack.analysis.fn));
    const auth = built.stack.api.functions.get('auth');

    expect(analysis).toEqual(expect.arrayContaining(['bedrock:InvokeModel', 's3:GetObject', 's3:PutObject']));
    built.template.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: 'bedrock:InvokeModel',
            Resource: {
              'Fn::Join': ['', Match.arrayWith([Match.stringLikeRegexp(`inference-profile/${built.stack.analysis.modelId}$`)])],
            },
          }),
        ]),
      },
    });
    if (auth) {
      const actions = roleActions(roleOf(auth));
      expect(actions).toEqual(expect.arrayContaining(['ses:SendEmail', 'dynamodb:PutItem']));
      // Sign-in and passwords touch no photo object and no model; a new password or signing out everywhere
      // else deletes the member's data exports, the only objects it may list or delete.
      expect(actions.filter((a) => a.startsWith('bedrock:'))).toEqual([]);
      expect(actions.filter((a) => a.startsWith('s3:')).sort()).toEqual(['s3:DeleteObject', 's3:ListBucket']);
      built.template.hasResourceProperties('AWS::IAM::Policy', {
        Roles: [{ Ref: roleOf(auth) }],
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({
              Action: ['ses:SendEmail', 'ses:SendRawEmail'],
              Condition: { StringEquals: { 'ses:FromAddress': built.stack.mail.fromAddress } },
            }),
          ]),
        },
      });
    }
    // Profile pictures and account deletion: the media objects, and no mail or model.
    const account = roleActions(roleOf(built.stack.api.functions.get('account')!));
    expect([...new Set(account.filter((a) => a.startsWith('s3:')))].sort()).toEqual([
      's3:DeleteObject',
      's3:GetObject',
      's3:ListBucket',
      's3:PutObject',
    ]);
    expect(account.filter((a) => a.startsWith('ses:') || a.startsWith('bedrock:'))).toEqual([]);
    // The photo lists only sign URLs; photo edits upload edited images to the inbox and a revert deletes them.
    const photos = roleActions(roleOf(built.stack.api.functions.get('photos')!));
    expect(photos.filter((a) => a.startsWith('s3:') || a.startsWith('ses:') || a.startsWith('bedrock:'))).toEqual([]);
    const edits = roleActions(roleOf(built.stack.api.functions.get('photo-edits')!));
    expect(edits.filter((a) => a.startsWith('s3:') || a.startsWith('ses:')).sort()).toEqual([
      's3:DeleteObject',
      's3:GetObject',
      's3:PutObject',
    ]);
    // Share links: mails to recipients and signed media URLs, never the bucket itself.
    const shares = built.stack.api.functions.get('shares');
    if (shares) {
      const actions = roleActions(roleOf(shares));
      expect(actions).toEqual(expect.arrayContaining(['ses:SendEmail', 'dynamodb:PutItem', 'dynamodb:Query']));
      expect(actions.filter((a) => a.startsWith('s3:') || a.startsWith('bedrock:'))).toEqual([]);
    }
    // Tribe invitations are mailed: mail and the table, never the bucket or the model.
    const tribes = built.stack.api.functions.get('tribes');
    if (tribes) {
      const actions = roleActions(roleOf(tribes));
      expect(actions).toEqual(expect.arrayContaining(['ses:SendEmail', 'dynamodb:PutItem']));
      expect(actions.filter((a) => a.startsWith('s3:') || a.startsWith('bedrock:'))).toEqual([]);
    }
    const githubOidc = built.stack.api.functions.get('github-oidc');
    // It only talks to GitHub, reading its two secrets at cold start.
    if (githubOidc) {
      expect(new Set(roleActions(roleOf(githubOidc)).filter((a) => !a.startsWith('logs:')))).toEqual(
        new Set(['secretsmanager:GetSecretValue', 'secretsmanager:DescribeSecret']),
      );
    }
  });

  const githubOidcGroup = groups.find((g) => g.access.githubOidc);
  it.runIf(githubOidcGroup !== undefined)(
    'makes our GitHub OIDC wrapper the GitHub provider, with its endpoints and configuration',
    () => {
      const wrapper = built.stack.api.functions.get(githubOidcGroup!.name)!;
      const env = resources[logicalId(wrapper.fn)]!.Properties.Environment.Variables;
      const underIssuer = (path: string) => Match.objectLike({ 'Fn::Join': ['', Match.arrayWith([`${ISSUER_PATH}${path}`])] });

      built.template.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
        ProviderName: 'GitHub',
        ProviderDetails: Match.objectLike({
          oidc_issuer: underIssuer(''),
          authorize_url: underIssuer('/authorize'),
          token_url: underIssuer('/token'),
          attributes_url: underIssuer('/userinfo'),
          jwks_uri: underIssuer('/jwks'),
        }),
      });
      // The secrets are named, never resolved into the configuration (kernel/secrets.ts reads them).
      expect(env).toMatchObject({
        GITHUB_CLIENT_ID: expect.any(String),
        GITHUB_CLIENT_SECRET_SECRET_ID: 'snifty-photos/github-client-secret',
        GITHUB_OIDC_SIGNING_KEY_SECRET_ID: 'snifty-photos/github-oidc-signing-key',
      });
      expect(env).not.toHaveProperty('GITHUB_CLIENT_SECRET');
      expect(env).not.toHaveProperty('GITHUB_OIDC_SIGNING_KEY');
      expect(JSON.stringify(env.GITHUB_OIDC_ALLOWED_REDIRECTS)).toContain('/oauth2/idpresponse');
    },
  );

  it('alarms on errors of every function, the dead-letter queue, API 5xx, throttles, AI fallbacks, Bedrock refusals and counter drift', () => {
    // One per function, plus the queue depth, the API's 5xx rate, Lambda throttles, the AI fallback rate,
    // Bedrock's refusals and counters the counters job had to mend.
    expect(ofType('AWS::CloudWatch::Alarm')).toHaveLength(serviceFunctions(built.stack).size + 6);
  });

  it("ships sharp built for Lambda with the analysis and auth (profile pictures) functions only, each for its function's architecture", () => {
    const outdir = built.app.outdir;
    const withSharp = readdirSync(outdir).filter((dir) => existsSync(join(outdir, dir, 'node_modules', 'sharp')));
    expect(withSharp).toHaveLength(2);
    const analysisBundles = withSharp.filter((bundle) => existsSync(join(outdir, bundle, 'models')));
    expect(analysisBundles).toHaveLength(1);
    for (const bundle of withSharp) {
      const platform = analysisBundles.includes(bundle) && VISION_ARCHITECTURE === 'x86_64' ? 'linux-x64' : 'linux-arm64';
      const modules = join(outdir, bundle, 'node_modules', '@img');
      expect(readdirSync(modules).filter((name) => /^sharp-(darwin|win32|linux)/.test(name))).toEqual([`sharp-${platform}`]);
    }
  });

  it("gives the analysis function the ImageNet look: its weights checked beside the bundle, the runtime's addon built for the function's architecture", () => {
    const outdir = built.app.outdir;
    const [bundle] = readdirSync(outdir).filter((dir) => existsSync(join(outdir, dir, 'models')));
    for (const file of IMAGENET_FILES) {
      const bytes = readFileSync(join(outdir, bundle!, 'models', IMAGENET_FOLDER, file.name));
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(file.sha256);
    }
    const runtime = join(outdir, bundle!, 'node_modules', 'tfjs-tflite-node');
    expect(existsSync(join(runtime, 'build', 'Release', 'node_tflite_binding.node'))).toBe(true);
    expect(readdirSync(join(runtime, 'cc_deps'))).toEqual([VISION_ARCHITECTURE === 'x86_64' ? 'linux_amd64' : 'linux_arm64']);
    const analysis = resources[logicalId(built.stack.analysis.fn.fn)]!.Properties;
    expect(analysis.Architectures).toEqual([VISION_ARCHITECTURE]);
    expect(analysis.Environment.Variables.MODELS_DIR).toBe(LAMBDA_MODELS_DIR);
  });

  const scheduledRules = () => ofType('AWS::Events::Rule').filter(([, rule]) => rule.Properties.ScheduleExpression !== undefined);
  const rulesFor = (job: string) =>
    ofType('AWS::Events::Rule').filter(([, rule]) =>
      (rule.Properties.Targets as { Input?: string }[]).some((t) => t.Input === JSON.stringify({ job })),
    );

  it('schedules every declared job once, on its declared schedule, in the function that declares it', () => {
    const functionOf = (group: string) =>
      group === ANALYSIS_GROUP.name ? built.stack.analysis.fn : built.stack.api.functions.get(group)!;
    // The other rule hands SES's bounces and complaints on (test/infra/mail-feedback.test.ts).
    expect(scheduledRules()).toHaveLength(jobs.length);
    for (const job of jobs) {
      const [[, rule]] = rulesFor(job.job) as [[string, Resource]];
      expect(rule.Properties.ScheduleExpression).toBe(job.schedule);
      expect(JSON.stringify(rule.Properties.Targets)).toContain(logicalId(functionOf(job.group).fn));
    }
  });

  it('runs the weekly-feature job on Mondays and the capsule-open job every hour, each sent its { job }', () => {
    const rules = scheduledRules().map(([, rule]) => ({
      schedule: rule.Properties.ScheduleExpression,
      input: JSON.parse(rule.Properties.Targets[0].Input),
    }));
    expect(rules).toEqual(
      expect.arrayContaining([
        { schedule: 'cron(0 8 ? * MON *)', input: { job: 'weekly-feature' } },
        { schedule: 'rate(1 hour)', input: { job: 'capsule-open' } },
      ]),
    );
  });

  it('reconciles processing photos every 5 minutes on the analysis function, which may redrive its dead-letter queue', () => {
    const [[, rule]] = rulesFor('reconcile') as [[string, Resource]];
    expect(rule.Properties.ScheduleExpression).toBe('rate(5 minutes)');
    expect(JSON.stringify(rule.Properties.Targets)).toContain(logicalId(built.stack.analysis.fn.fn));
    const analysisEnv = resources[logicalId(built.stack.analysis.fn.fn)]!.Properties.Environment.Variables;
    expect(analysisEnv.ANALYSIS_DEAD_LETTER_QUEUE_URL).toEqual({ Ref: logicalId(built.stack.analysis.deadLetterQueue) });
    expect(roleActions(logicalId(built.stack.analysis.fn.role))).toEqual(
      expect.arrayContaining(['sqs:ReceiveMessage', 'sqs:DeleteMessage']),
    );
  });

  it('finishes handed-over account deletions every minute on the account function, sent { job: "account-deletion" }', () => {
    const [[, rule]] = rulesFor('account-deletion') as [[string, Resource]];
    expect(rule.Properties.ScheduleExpression).toBe('rate(1 minute)');
    expect(JSON.stringify(rule.Properties.Targets)).toContain(logicalId(built.stack.api.functions.get(ACCOUNT_GROUP.name)!.fn));
  });

  it('has no dependency cycle between resources (CloudFront, the functions and Cognito refer to each other)', () => {
    expect(() => Template.fromJSON(built.template.toJSON())).not.toThrow();
  });

  it('leaves no cdk-nag finding unacknowledged', () => {
    expect(nagFindings(built.app)).toEqual([]);
  });
});
