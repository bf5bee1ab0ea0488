/**
 * What the stack generates for route tables and context values other than today's: API-key routes,
 * the weekly job, a site domain, a built SPA. Bundling is skipped; stack.test.ts bundles the real one.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Match } from 'aws-cdk-lib/assertions';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { join } from 'node:path';
import { type AuthKind, declareGroup, routeKey, routesOf } from '../../functions/api/route-table';
import { CONTENT_GROUP } from '../../functions/content/group';
import { CLOUDFRONT_LOGLESS_REGIONS } from '../../infra/stack/access-logs';
import { handlerEntry } from '../../infra/stack/paths';
import { defaultCognitoDomainPrefix } from '../../infra/stack/settings';
import { nagFindings, type Synthesised, synth } from './synth';

/** Any handler that exists will do: these tests read the template, not the bundles. */
const anyEntry = () => handlerEntry('analysis');

/** A contract whose documentation no test here reads. */
const route = (auth: AuthKind) => ({ auth, doc: () => ({ summary: '', answer: { status: 200, description: '' } }) });

const groups = [
  declareGroup({
    name: 'photos',
    access: { table: 'readWrite' },
    routes: { 'GET /api/photos': route('public'), 'POST /api/photos/{id}/likes': route('session') },
  }),
  declareGroup({
    name: 'content',
    access: { table: 'readWrite' },
    jobs: CONTENT_GROUP.jobs,
    routes: { 'GET /api/announcements': route('public') },
  }),
  declareGroup({
    name: 'mobile',
    access: { table: 'readWrite', media: 'readWrite' },
    routes: { 'GET /api/mobile/photos': route('apiKey'), 'POST /api/mobile/upload': route('apiKey') },
  }),
];
const routes = groups.flatMap(routesOf);

describe('a route table with API-key routes and a content group', () => {
  let app: Synthesised['app'];
  let stack: Synthesised['stack'];
  let template: Synthesised['template'];
  const ofType = (type: string) => Object.values(template.toJSON().Resources as Record<string, any>).filter((r) => r.Type === type);

  beforeAll(() => {
    ({ app, stack, template } = synth({ groups, entryFor: anyEntry }));
  }, 60_000);

  it('creates one function per group, one route per row', () => {
    expect([...stack.api.functions.keys()].sort()).toEqual(['content', 'mobile', 'photos']);
    expect(
      ofType('AWS::ApiGatewayV2::Route')
        .map((r) => r.Properties.RouteKey)
        .sort(),
    ).toEqual(routes.map(routeKey).sort());
  });

  it('puts the Lambda authorizer on the API-key routes only', () => {
    const authorizers = ofType('AWS::ApiGatewayV2::Authorizer');
    expect(authorizers).toHaveLength(1);
    expect(authorizers[0].Properties).toMatchObject({
      AuthorizerType: 'REQUEST',
      IdentitySource: ['$request.header.X-API-Key'],
      EnableSimpleResponses: true,
      AuthorizerResultTtlInSeconds: 60,
    });
    for (const route of ofType('AWS::ApiGatewayV2::Route')) {
      const apiKey = route.Properties.RouteKey.includes('/api/mobile/');
      expect(route.Properties.AuthorizationType).toBe(apiKey ? 'CUSTOM' : 'NONE');
    }
  });

  it('gives the authorizer key lookups only and the photo groups object access', () => {
    const statements = ofType('AWS::IAM::Policy').flatMap((p) =>
      p.Properties.PolicyDocument.Statement.map((s: any) => ({
        role: p.Properties.Roles[0].Ref as string,
        actions: [s.Action].flat(),
      })),
    );
    const actionsOf = (prefix: string) => statements.filter((s) => s.role.startsWith(prefix)).flatMap((s) => s.actions);

    expect(actionsOf('ApiAuthorizer')).toContain('dynamodb:GetItem');
    expect(actionsOf('ApiAuthorizer')).not.toContain('dynamodb:PutItem');
    expect(actionsOf('ApiAuthorizer')).not.toContain('dynamodb:Query');
    expect(actionsOf('ApiMobile')).toEqual(expect.arrayContaining(['s3:PutObject', 'dynamodb:PutItem']));
    expect(actionsOf('ApiContent').filter((a) => a.startsWith('s3:') || a.startsWith('ses:'))).toEqual([]);
  });

  it("schedules the jobs the table's groups declare on their functions, besides the analysis' own", () => {
    const contentFn = stack.resolve((stack.api.functions.get('content')!.fn.node.defaultChild as CfnFunction).logicalId);
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'cron(0 8 ? * MON *)',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [contentFn, 'Arn'] }, Input: JSON.stringify({ job: 'weekly-feature' }) })],
    });
    expect(
      ofType('AWS::Events::Rule')
        .map((r) => JSON.parse(r.Properties.Targets[0].Input).job)
        .sort(),
    ).toEqual(['capsule-open', 'reconcile', 'weekly-feature']);
  });

  it("derives the Cognito domain prefix from the stack's name and account, resolved at deploy", () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolDomain', {
      Domain: { 'Fn::Join': ['-', ['sniftyphotos', { Ref: 'AWS::AccountId' }]] },
    });
  });

  it('keeps CloudFront standard logs only where the deploy region is not an opt-in one', () => {
    const json = template.toJSON();
    const logging = Object.values(json.Resources as Record<string, any>).find((r) => r.Type === 'AWS::CloudFront::Distribution')!
      .Properties.DistributionConfig.Logging;
    expect(logging['Fn::If'][2]).toEqual({ Ref: 'AWS::NoValue' });
    expect(logging['Fn::If'][1]).toMatchObject({
      Bucket: { 'Fn::GetAtt': [expect.stringMatching(/^AccessLogsBucket/), 'RegionalDomainName'] },
      Prefix: 'cloudfront/',
    });
    const condition = JSON.stringify(json.Conditions[logging['Fn::If'][0]]);
    expect(condition.startsWith('{"Fn::Not":')).toBe(true);
    for (const region of CLOUDFRONT_LOGLESS_REGIONS) expect(condition).toContain(`"${region}"`);
  });

  it('is cdk-nag clean (and acyclic: Template refuses a dependency cycle)', () => {
    expect(template.toJSON().Resources).toBeDefined();
    expect(nagFindings(app)).toEqual([]);
  });
});

describe('in an opt-in region, with the account and region fixed at synth', () => {
  let app: Synthesised['app'];
  let stack: Synthesised['stack'];
  let template: Synthesised['template'];

  beforeAll(() => {
    ({ app, stack, template } = synth({ groups, entryFor: anyEntry, env: { account: '123456789012', region: 'af-south-1' } }));
  }, 60_000);

  it('gives the distribution no standard logs, and says so at synth', () => {
    const distribution = Object.values(template.findResources('AWS::CloudFront::Distribution'))[0]!;
    expect(distribution.Properties.DistributionConfig.Logging).toBeUndefined();
    expect(Object.keys(template.toJSON().Conditions ?? {}).filter((id) => id.includes('CloudFrontCanDeliver'))).toEqual([]);
    const warnings = app
      .synth()
      .getStackArtifact(stack.artifactId)
      .messages.filter((m) => m.level === 'warning');
    expect(warnings.map((m) => String(m.entry.data))).toEqual(
      expect.arrayContaining([expect.stringContaining('af-south-1 is an opt-in region')]),
    );
  });

  it('still logs the buckets to the access-log bucket', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      LoggingConfiguration: Match.objectLike({ DestinationBucketName: Match.anyValue() }),
    });
  });

  it('names the Cognito domain after the stack and the account', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolDomain', { Domain: 'sniftyphotos-123456789012' });
  });

  it('is cdk-nag clean', () => {
    expect(nagFindings(app)).toEqual([]);
  });
});

describe('the default Cognito domain prefix', () => {
  it('is lower-case letters, digits and single hyphens, without the words Cognito refuses, within 63 characters', () => {
    expect(defaultCognitoDomainPrefix('SniftyPhotos', '123456789012')).toBe('sniftyphotos-123456789012');
    expect(defaultCognitoDomainPrefix('Prod_AWS.Photos', '123456789012')).toBe('snifty-prod-photos-123456789012');
    expect(defaultCognitoDomainPrefix('CognitoAmazon', '123456789012')).toBe('snifty-123456789012');
    const long = defaultCognitoDomainPrefix(`Photos-${'x'.repeat(120)}`, '123456789012');
    expect(long).toMatch(/^snifty-photos-x+-123456789012$/);
    expect(long.length).toBeLessThanOrEqual(63);
  });
});

describe('with a site domain, a built SPA and a cross-region model', () => {
  let app: Synthesised['app'];
  let template: Synthesised['template'];

  beforeAll(() => {
    ({ app, template } = synth({
      entryFor: anyEntry,
      context: {
        siteDomain: 'photos.example.com',
        siteCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
        siteAssets: join('test', 'infra', 'fixtures', 'site'),
        bedrockModelId: 'eu.anthropic.claude-3-haiku-20240307-v1:0',
        mailFrom: 'Snifty <hello@photos.example.com>',
        analysisReservedConcurrency: '5',
        mailSandboxRecipients: 'Tester@Example.com, qa@example.org',
      },
    }));
  }, 60_000);

  it('serves the domain with its certificate and a modern TLS policy', () => {
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['photos.example.com'],
        ViewerCertificate: Match.objectLike({ MinimumProtocolVersion: 'TLSv1.2_2021' }),
      }),
    });
  });

  it('uses the domain as SITE_URL, for CORS and the OAuth callback; the CloudFront name stays an allowed origin', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: {
        CorsRules: [Match.objectLike({ AllowedOrigins: ['https://photos.example.com', 'https://*.cloudfront.net'] })],
      },
    });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({
          SITE_URL: 'https://photos.example.com',
          MAIL_FROM: 'Snifty <hello@photos.example.com>',
          EXTRA_ALLOWED_ORIGINS: Match.objectLike({ 'Fn::Join': Match.anyValue() }),
        }),
      },
    });
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      CallbackURLs: ['https://photos.example.com/api/auth/callback'],
    });
    template.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'photos.example.com' });
  });

  it('uploads the built SPA and invalidates the cache', () => {
    template.hasResourceProperties('Custom::CDKBucketDeployment', { DistributionPaths: ['/*'], Prune: false });
  });

  it('grants the inference profile here, and its model in every region it may route to, only through it', () => {
    const profileArn = Match.objectLike({
      'Fn::Join': ['', Match.arrayWith([':inference-profile/eu.anthropic.claude-3-haiku-20240307-v1:0'])],
    });
    template.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Action: 'bedrock:InvokeModel', Resource: profileArn }),
          Match.objectLike({
            Action: 'bedrock:InvokeModel',
            Resource: {
              'Fn::Join': ['', Match.arrayWith([':bedrock:*::foundation-model/anthropic.claude-3-haiku-20240307-v1:0'])],
            },
            Condition: { StringEquals: { 'bedrock:InferenceProfileArn': profileArn } },
          }),
        ]),
      },
    });
  });

  it('reserves the concurrency the context asks for, for the analysis function only', () => {
    const reserved = Object.values(template.findResources('AWS::Lambda::Function'))
      .map((fn) => fn.Properties.ReservedConcurrentExecutions)
      .filter((n) => n !== undefined);
    expect(reserved).toEqual([5]);
  });

  it("verifies the SES sandbox's test recipients and lets every mail sender send to them", () => {
    const identities = template.findResources('AWS::SES::EmailIdentity');
    const idOf = (address: string) => Object.keys(identities).find((id) => identities[id]!.Properties.EmailIdentity === address);
    const recipients = ['tester@example.com', 'qa@example.org'].map(idOf);
    expect(recipients.every(Boolean)).toBe(true);
    const mailGrants = Object.values(template.findResources('AWS::IAM::Policy'))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement as { Action: unknown; Resource: unknown }[])
      .filter((statement) => JSON.stringify(statement.Action).includes('ses:SendEmail'));
    expect(mailGrants.length).toBeGreaterThan(0);
    for (const grant of mailGrants) {
      for (const id of recipients) expect(JSON.stringify(grant.Resource)).toContain(`":identity/",{"Ref":"${id}"}`);
    }
  });

  it('is cdk-nag clean (and acyclic: Template refuses a dependency cycle)', () => {
    expect(template.toJSON().Resources).toBeDefined();
    expect(nagFindings(app)).toEqual([]);
  });
});

describe("with the sender's SES identity already in the account", () => {
  it('uses it rather than create a second one (SES would refuse it), and still grants sending through it', () => {
    const { template } = synth({
      entryFor: anyEntry,
      context: { mailFrom: 'Snifty <hello@photos.example.com>', mailIdentityExists: 'true' },
    });

    const identities = Object.values(template.findResources('AWS::SES::EmailIdentity')) as { Properties: { EmailIdentity: string } }[];
    expect(identities.map((identity) => identity.Properties.EmailIdentity)).not.toContain('photos.example.com');
    expect(Object.keys(template.findOutputs('*')).filter((name) => name.includes('DkimRecord'))).toEqual([]);
    const grants = JSON.stringify(template.findResources('AWS::IAM::Policy'));
    expect(grants).toContain('identity/photos.example.com');
    expect(grants).toContain('ses:SendEmail');
  });

  it('refuses a flag that is neither true nor false', () => {
    expect(() => synth({ entryFor: anyEntry, context: { mailIdentityExists: 'yes' } })).toThrow(/mailIdentityExists/);
  });
});

describe('context validation', () => {
  it('refuses a site domain without a certificate', () => {
    expect(() => synth({ entryFor: anyEntry, context: { siteDomain: 'photos.example.com' } })).toThrow(/siteCertificateArn/);
  });

  it('refuses a malformed sender or issuer', () => {
    expect(() => synth({ entryFor: anyEntry, context: { mailFrom: 'nobody' } })).toThrow(/mailFrom/);
    expect(() => synth({ entryFor: anyEntry, context: { githubOidcIssuer: 'http://insecure.example.com' } })).toThrow(
      /githubOidcIssuer/,
    );
  });

  it('refuses a reserved concurrency that is not a whole number and a sandbox recipient that is not an address', () => {
    for (const value of ['0', '-1', '2.5', 'five']) {
      expect(() => synth({ entryFor: anyEntry, context: { analysisReservedConcurrency: value } })).toThrow(
        /analysisReservedConcurrency/,
      );
    }
    expect(() => synth({ entryFor: anyEntry, context: { mailSandboxRecipients: 'me@example.com, nobody' } })).toThrow(
      /mailSandboxRecipients/,
    );
  });
});
