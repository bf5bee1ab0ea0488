/**
 * What a first deploy needs that the template can show: no secret in any function's
 * environment and every environment under Lambda's 4 KB with realistic values, secrets and Bedrock granted
 * per function, alarms that reach a person, no reserved concurrency unless asked, the media cache policy,
 * bucket CORS, the WAF rate limit on the sign-in routes and a certificate in us-east-1.
 */
import { Stack } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { CachePolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import { AI_METRICS } from '../../functions/ai/analysis-metrics';
import { BEDROCK_ANALYSIS_BUDGET_MS } from '../../functions/kernel/aws-clients/bedrock';
import { SECRET_NAMES } from '../../functions/kernel/secrets';
import { AUTH_PATH_PREFIX, RATE_LIMITED_AUTH_PATH, RATE_LIMITED_AUTH_ROUTES } from '../../infra/stack/edge-firewall';
import { groupNamed, routeKey, routes } from '../../functions/api/route-table';
import { serviceFunctions, type Synthesised, synth } from './synth';

type Resources = Record<string, { Type: string; Properties: Record<string, any>; Condition?: string }>;

/** Lambda refuses a function whose variables (names and values) exceed 4 KB in total. */
const LAMBDA_ENVIRONMENT_LIMIT = 4096;
/**
 * A deploy-time reference (Ref, GetAtt, an imported value) is counted as this many characters: longer
 * than any name, id or ARN CloudFormation gives the resources these variables name.
 */
const RESOLVED_REFERENCE_LENGTH = 160;

/** A PKCS#8 PEM of a 2048-bit RSA key, as `openssl genrsa 2048` writes it. */
const PEM_PRIVATE_KEY_LENGTH = 1704;

/** Context with values as long as real ones (a Google client id, a custom domain, a model ARN...). */
const REALISTIC_CONTEXT = {
  siteDomain: 'photos.a-rather-long-company-name.example.com',
  siteCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0',
  mailFrom: 'Snifty Photos Notifications <no-reply@photos.a-rather-long-company-name.example.com>',
  googleClientId: '123456789012-abcdefghijklmnopqrstuvwxyz012345.apps.googleusercontent.com',
  githubClientId: 'Iv23liABCDEFGHIJKLMN',
  cognitoDomainPrefix: 'snifty-photos-production-eu',
  bedrockModelId: 'arn:aws:bedrock:us-east-1:123456789012:application-inference-profile/abcdefghijkl',
  alarmEmail: 'on-call@a-rather-long-company-name.example.com',
};

/** What the variable will weigh once CloudFormation has resolved it. */
function realisticLength(value: unknown): number {
  // A dynamic reference becomes the secret itself at deploy time, e.g. a 2048-bit PEM key.
  if (typeof value === 'string' && value.includes('{{resolve:')) return PEM_PRIVATE_KEY_LENGTH;
  if (typeof value === 'string') return Buffer.byteLength(value);
  if (value && typeof value === 'object') {
    const join = (value as Record<string, unknown>)['Fn::Join'];
    if (Array.isArray(join)) {
      const [delimiter, parts] = join as [string, unknown[]];
      return parts.reduce<number>((sum, part) => sum + realisticLength(part), 0) + delimiter.length * (parts.length - 1);
    }
    return RESOLVED_REFERENCE_LENGTH;
  }
  return String(value).length;
}

/** Names and values that look like a secret, rather than the name of one. */
const SECRET_NAME = /(SECRET|PRIVATE_KEY|SIGNING_KEY|PASSWORD|TOKEN)$/;
const SECRET_VALUE = /-----BEGIN|resolve:secretsmanager|resolve:ssm-secure/;

const functionEnvironments = (built: Synthesised, resources: Resources): [string, Record<string, unknown>][] =>
  [...serviceFunctions(built.stack)].map(([path, id]) => [path, resources[id]!.Properties.Environment?.Variables ?? {}]);

describe('a first deploy that works', () => {
  let built: Synthesised;
  let resources: Resources;
  const ofType = (type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);
  const logicalId = (c: IConstruct): string => Stack.of(c).resolve((c.node.defaultChild as any).logicalId);
  const statementsOf = (role: IConstruct): any[] =>
    ofType('AWS::IAM::Policy')
      .filter(([, p]) => JSON.stringify(p.Properties.Roles).includes(`"${logicalId(role)}"`))
      .flatMap(([, p]) => p.Properties.PolicyDocument.Statement);
  const secretReadsOf = (role: IConstruct): string[] =>
    statementsOf(role)
      .filter((s) => [s.Action].flat().includes('secretsmanager:GetSecretValue'))
      .flatMap((s) => [s.Resource].flat().map((r: unknown) => JSON.stringify(r)));

  beforeAll(() => {
    built = synth({ context: REALISTIC_CONTEXT });
    resources = built.template.toJSON().Resources;
  }, 60_000);

  it("stays well inside CloudFormation's 500 resources per stack, with a Lambda per route group", () => {
    // Each group adds a function, its role, policy, log group, alarms and integration: about 12 resources.
    expect(Object.keys(resources).length).toBeLessThan(400);
  });

  it('keeps every secret out of every function environment: only secret names', () => {
    const envs = functionEnvironments(built, resources);
    expect(envs.length).toBeGreaterThan(3);
    for (const [path, env] of envs) {
      for (const [name, value] of Object.entries(env)) {
        expect(SECRET_NAME.test(name), `${path}: ${name}`).toBe(false);
        expect(SECRET_VALUE.test(JSON.stringify(value)), `${path}: ${name}`).toBe(false);
      }
    }
  });

  it('keeps every function environment under 4 KB with realistic values', () => {
    for (const [path, env] of functionEnvironments(built, resources)) {
      const size = Object.entries(env).reduce((sum, [name, value]) => sum + Buffer.byteLength(name) + realisticLength(value), 0);
      expect(size, path).toBeLessThan(LAMBDA_ENVIRONMENT_LIMIT);
    }
  });

  it('gives the media signing key only to the groups that sign media, each reading exactly that secret', () => {
    const media = 'snifty-photos/media-signing-private-key-??????';
    for (const [group, fn] of built.stack.api.functions) {
      const reads = secretReadsOf(fn.role);
      const env = resources[logicalId(fn.fn)]!.Properties.Environment.Variables;
      if (groupNamed(group)?.access.signsMedia) {
        expect(
          reads.some((r) => r.includes(media)),
          group,
        ).toBe(true);
        expect(env.MEDIA_SIGNING_PRIVATE_KEY_SECRET_ID, group).toBe('snifty-photos/media-signing-private-key');
      } else {
        expect(
          reads.filter((r) => r.includes(media)),
          group,
        ).toEqual([]);
        expect(env, group).not.toHaveProperty('MEDIA_SIGNING_PRIVATE_KEY_SECRET_ID');
      }
      // Never a wildcard secret: each grant names one secret (its random suffix is all that varies).
      for (const read of reads) expect(read, group).not.toMatch(/secret:\*|secret:[^"]*\*/);
    }
    expect(secretReadsOf(built.stack.analysis.fn.role)).toEqual([]);
    expect(built.stack.api.functions.get('photos')).toBeDefined();
  });

  it('adds no layer to any function: secrets are read with the SDK client, so any region works', () => {
    for (const [path, id] of serviceFunctions(built.stack)) expect(resources[id]!.Properties.Layers, path).toBeUndefined();
  });

  it("gives Bedrock's callers time for the whole analysis budget and 3 s more", () => {
    for (const fn of [built.stack.analysis.fn, built.stack.api.functions.get('photo-edits')!]) {
      expect(resources[logicalId(fn.fn)]!.Properties.Timeout * 1000).toBeGreaterThanOrEqual(BEDROCK_ANALYSIS_BUDGET_MS + 3000);
    }
  });

  it('lets the GitHub OIDC wrapper read its two secrets and nothing else', () => {
    const wrapper = built.stack.api.functions.get('github-oidc');
    if (!wrapper) return;
    const reads = secretReadsOf(wrapper.role).join(' ');
    expect(reads).toContain('snifty-photos/github-client-secret-??????');
    expect(reads).toContain('snifty-photos/github-oidc-signing-key-??????');
    expect(reads).not.toContain('media-signing');
    expect(SECRET_NAMES).toContain('GITHUB_OIDC_SIGNING_KEY');
  });

  it('grants Bedrock to the analysis and restyle functions only, on the configured model', () => {
    for (const [group, fn] of built.stack.api.functions) {
      if (group === 'photo-edits') continue;
      expect(
        statementsOf(fn.role)
          .flatMap((s) => [s.Action].flat())
          .filter((a: string) => a.startsWith('bedrock:')),
        group,
      ).toEqual([]);
    }
    for (const role of [built.stack.analysis.fn.role, built.stack.api.functions.get('photo-edits')!.role]) {
      const model = statementsOf(role).filter((s) => [s.Action].flat().some((a: string) => a.startsWith('bedrock:')));
      expect(model).toHaveLength(1);
      expect(model[0].Action).toBe('bedrock:InvokeModel');
      expect(model[0].Resource).toBe(REALISTIC_CONTEXT.bedrockModelId);
    }
  });

  it('sends every alarm, to ALARM and back to OK, to the topic the alarmEmail subscribes to', () => {
    const [topicId] = ofType('AWS::SNS::Topic').map(([id]) => id);
    const alarms = ofType('AWS::CloudWatch::Alarm');
    expect(alarms.length).toBeGreaterThanOrEqual(serviceFunctions(built.stack).size + 4);
    for (const [id, alarm] of alarms) {
      expect(alarm.Properties.AlarmActions, id).toEqual([{ Ref: topicId }]);
      expect(alarm.Properties.OKActions, id).toEqual([{ Ref: topicId }]);
    }
    built.template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: REALISTIC_CONTEXT.alarmEmail,
      TopicArn: { Ref: topicId },
    });
  });

  it("lets CloudWatch publish to the alarms' topic, from this account's alarms only, beside the TLS-only deny", () => {
    const topicIds = new Set(
      ofType('AWS::CloudWatch::Alarm').flatMap(([, alarm]) =>
        [...(alarm.Properties.AlarmActions ?? []), ...(alarm.Properties.OKActions ?? [])].map((a: any) => a.Ref as string),
      ),
    );
    expect(topicIds.size).toBe(1);
    const [topicId] = [...topicIds];
    expect(resources[topicId!]?.Type).toBe('AWS::SNS::Topic');
    const policies = ofType('AWS::SNS::TopicPolicy').filter(([, p]) => p.Properties.Topics.some((t: any) => t.Ref === topicId));
    expect(policies).toHaveLength(1);
    const statements: any[] = policies[0]![1].Properties.PolicyDocument.Statement;

    const allow = statements.filter((s) => s.Effect === 'Allow' && s.Principal?.Service === 'cloudwatch.amazonaws.com');
    expect(allow).toHaveLength(1);
    expect([allow[0].Action].flat()).toEqual(['sns:Publish']);
    expect(allow[0].Resource).toEqual({ Ref: topicId });
    expect(allow[0].Condition).toEqual({
      StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } },
      ArnLike: {
        'aws:SourceArn': {
          'Fn::Join': [
            '',
            ['arn:', { Ref: 'AWS::Partition' }, ':cloudwatch:', { Ref: 'AWS::Region' }, ':', { Ref: 'AWS::AccountId' }, ':alarm:*'],
          ],
        },
      },
    });

    const deny = statements.filter((s) => s.Effect === 'Deny');
    expect(deny).toHaveLength(1);
    expect(deny[0]).toMatchObject({ Action: 'sns:Publish', Condition: { Bool: { 'aws:SecureTransport': 'false' } } });
    // Nothing but the alarms publishes to the topic, so no other principal is allowed.
    expect(statements.filter((s) => s.Effect === 'Allow')).toHaveLength(1);
  });

  it('alarms on the API 5xx rate, API throttles, the dead-letter queue and the share of AI fallbacks', () => {
    const metricsOf = (alarm: any): string[] =>
      (alarm.Properties.Metrics ?? []).flatMap((m: any) =>
        m.MetricStat ? [`${m.MetricStat.Metric.Namespace}/${m.MetricStat.Metric.MetricName}`] : [],
      );
    const all = ofType('AWS::CloudWatch::Alarm').map(([, a]) => metricsOf(a).sort().join(' ') || a.Properties.MetricName);
    expect(all).toEqual(
      expect.arrayContaining([
        'AWS/ApiGateway/5xx AWS/ApiGateway/Count',
        'AWS/Lambda/Throttles AWS/Lambda/Throttles',
        'SniftyPhotos/Analysis/BedrockAnalyses SniftyPhotos/Analysis/BedrockFallbacks',
        'ApproximateNumberOfMessagesVisible',
      ]),
    );
  });

  it('reads the AI metrics with the service dimension the analyzer writes (Powertools always adds one)', () => {
    const aiMetrics = ofType('AWS::CloudWatch::Alarm')
      .flatMap(([, a]) => (a.Properties.Metrics ?? []) as any[])
      .filter((m) => m.MetricStat?.Metric.Namespace === AI_METRICS.namespace);
    expect(aiMetrics.map((m) => m.MetricStat.Metric.MetricName).sort()).toEqual([AI_METRICS.analyses, AI_METRICS.fallbacks]);
    for (const m of aiMetrics) expect(m.MetricStat.Metric.Dimensions).toEqual([{ Name: 'service', Value: AI_METRICS.service }]);
  });

  it('reserves no concurrency unless asked: a new account (quota 10) could not create the functions', () => {
    expect(resources[logicalId(built.stack.analysis.fn.fn)]!.Properties.ReservedConcurrentExecutions).toBeUndefined();
    for (const [group, fn] of built.stack.api.functions) {
      expect(resources[logicalId(fn.fn)]!.Properties.ReservedConcurrentExecutions, group).toBeUndefined();
    }
  });

  it('serves /media/* with a cache policy that honours the derived images\u2019 one-year max-age', () => {
    const distribution = ofType('AWS::CloudFront::Distribution')[0]![1].Properties.DistributionConfig;
    const media = distribution.CacheBehaviors.find((b: any) => b.PathPattern === '/media/*');
    // CachingOptimized: minimum 1 s, default 1 day, maximum 1 year, so the origin's max-age=31536000 wins.
    expect(media.CachePolicyId).toBe(built.stack.resolve(CachePolicy.CACHING_OPTIMIZED.cachePolicyId));
  });

  it('lets both the site domain and the CloudFront name POST uploads to the bucket', () => {
    built.template.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: {
        CorsRules: [Match.objectLike({ AllowedOrigins: [`https://${REALISTIC_CONTEXT.siteDomain}`, 'https://*.cloudfront.net'] })],
      },
    });
  });

  it('rate-limits the sign-in, sign-up and password routes per IP with a CloudFront web ACL, created and attached only in us-east-1', () => {
    const [[aclId, acl]] = ofType('AWS::WAFv2::WebACL') as [[string, any]];
    expect(acl.Properties.Scope).toBe('CLOUDFRONT');
    expect(acl.Condition).toBeDefined();
    expect(resources[acl.Condition!] ?? built.template.toJSON().Conditions[acl.Condition!]).toEqual({
      'Fn::Equals': [{ Ref: 'AWS::Region' }, 'us-east-1'],
    });
    const [rule] = acl.Properties.Rules;
    expect(rule).toMatchObject({
      Action: { Block: {} },
      Statement: {
        RateBasedStatement: {
          AggregateKeyType: 'IP',
          Limit: 100,
          ScopeDownStatement: {
            RegexMatchStatement: {
              FieldToMatch: { UriPath: {} },
              RegexString: RATE_LIMITED_AUTH_PATH,
              TextTransformations: [{ Priority: 0, Type: 'LOWERCASE' }],
            },
          },
        },
      },
    });
    const distribution = ofType('AWS::CloudFront::Distribution')[0]![1].Properties.DistributionConfig;
    expect(distribution.WebACLId).toEqual({ 'Fn::If': [acl.Condition, { 'Fn::GetAtt': [aclId, 'Arn'] }, { Ref: 'AWS::NoValue' }] });
  });

  it("keeps a member's own routes (the session check, the export's poll) out of the tight auth limit", () => {
    const acl = ofType('AWS::WAFv2::WebACL')[0]![1] as any;
    const tight = acl.Properties.Rules.filter((r: any) => r.Statement.RateBasedStatement?.Limit <= 1000);
    expect(tight.length).toBeGreaterThan(0);
    const scoped = (path: string) =>
      tight.some((r: any) => {
        const down = r.Statement.RateBasedStatement.ScopeDownStatement;
        if (!down?.RegexMatchStatement) return true; // an unscoped or other-scoped tight rule counts against us
        return new RegExp(down.RegexMatchStatement.RegexString).test(path.toLowerCase());
      });
    // The web app polls GET /api/auth/user/export every 2 s while a copy is packed: 150 requests in 5 minutes.
    for (const path of ['/api/auth/user/export', '/api/auth/user', '/api/auth/sessions', '/api/auth/user/avatar']) {
      expect(scoped(path), path).toBe(false);
    }
    for (const name of RATE_LIMITED_AUTH_ROUTES) {
      expect(scoped(`${AUTH_PATH_PREFIX}${name}`), name).toBe(true);
      expect(scoped(`${AUTH_PATH_PREFIX}${name}/`), name).toBe(true);
    }
    // Every route open without a session (logout aside) is under the limit, and every limited name is a route.
    const authRoutes = routes.filter((r) => r.path.startsWith(AUTH_PATH_PREFIX));
    for (const r of authRoutes.filter((r) => r.auth === 'public' && !r.path.endsWith('/logout'))) {
      expect(scoped(r.path), routeKey(r)).toBe(true);
    }
    for (const name of RATE_LIMITED_AUTH_ROUTES) {
      expect(
        authRoutes.some((r) => r.path === `${AUTH_PATH_PREFIX}${name}`),
        name,
      ).toBe(true);
    }
  });

  it('puts a web ACL made in us-east-1 in front of CloudFront when webAclArn is given, and creates none', () => {
    const webAclArn = 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/snifty-edge/0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0';
    const other = synth({ context: { webAclArn } });
    expect(Object.keys(other.template.findResources('AWS::WAFv2::WebACL'))).toEqual([]);
    other.template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ WebACLId: webAclArn }),
    });
  });

  it('refuses a certificate outside us-east-1, naming the setting', () => {
    const elsewhere = 'arn:aws:acm:eu-west-1:123456789012:certificate/0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0';
    expect(() => synth({ context: { siteCertificateArn: elsewhere } })).toThrow(/siteCertificateArn.*us-east-1.*'eu-west-1'/);
    expect(() => synth({ context: { siteCertificateArn: 'arn:aws:iam::123456789012:server-certificate/x' } })).toThrow(
      /siteCertificateArn/,
    );
  });

  it('uses the Cognito domain prefix the context gives', () => {
    built.template.hasResourceProperties('AWS::Cognito::UserPoolDomain', { Domain: REALISTIC_CONTEXT.cognitoDomainPrefix });
  });

  it('refuses a web ACL outside us-east-1 and a malformed alarm address', () => {
    expect(() => synth({ context: { webAclArn: 'arn:aws:wafv2:eu-west-1:123456789012:regional/webacl/x/y' } })).toThrow(/webAclArn/);
    expect(() => synth({ context: { alarmEmail: 'not-an-address' } })).toThrow(/alarmEmail/);
  });
});
