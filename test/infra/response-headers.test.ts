/**
 * The distribution's response-headers policy: the Content-Security-Policy the local
 * server sends (infra/security-headers.ts), with the media bucket's upload endpoint, on the SPA, the API
 * and /media/*; the API's own cache-control is never overridden.
 */
import { type CfnElement, Stack } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, PERMISSIONS_POLICY, securityHeaders } from '../../infra/security-headers';
import { type Synthesised, synth } from './synth';

type Resource = { Type: string; Properties: Record<string, any> };

let built: Synthesised;
let resources: Record<string, Resource>;

const logicalId = (c: IConstruct): string => Stack.of(c).resolve(Stack.of(c).getLogicalId(c.node.defaultChild as CfnElement));
const ofType = (type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);

/** A CloudFormation string with `Fn::Join` of literals and attribute references, the references named. */
function joined(value: unknown): string {
  if (typeof value === 'string') return value;
  const [separator, parts] = (value as { 'Fn::Join': [string, unknown[]] })['Fn::Join'];
  return parts
    .map((part) => (typeof part === 'string' ? part : `<${(part as { 'Fn::GetAtt': string[] })['Fn::GetAtt'].join('.')}>`))
    .join(separator);
}

beforeAll(() => {
  built = synth();
  resources = built.template.toJSON().Resources;
}, 120_000);

describe('the response-headers policy', () => {
  it('carries the one Content-Security-Policy, with uploads to the media bucket', () => {
    const [[, policy]] = ofType('AWS::CloudFront::ResponseHeadersPolicy') as [[string, Resource]];
    const security = policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    const bucket = `<${logicalId(built.stack.media.bucket)}.RegionalDomainName>`;
    const csp = joined(security.ContentSecurityPolicy.ContentSecurityPolicy);

    expect(csp).toBe(contentSecurityPolicy({ uploadOrigin: `https://${bucket}` }));
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain(`connect-src 'self' https://${bucket}`);
    expect(security.ContentSecurityPolicy.Override).toBe(true);
    // CloudFront's limit for the header's value.
    expect(csp.length).toBeLessThan(1783);

    const local = securityHeaders({ uploadOrigin: 'http://127.0.0.1:1' });
    expect(security.ContentTypeOptions).toEqual({ Override: true });
    expect(security.FrameOptions).toEqual({ FrameOption: local['x-frame-options'], Override: true });
    expect(security.ReferrerPolicy).toEqual({ ReferrerPolicy: local['referrer-policy'], Override: true });
    expect(security.StrictTransportSecurity).toMatchObject({ AccessControlMaxAgeSec: 31_536_000, Override: true });
    expect(policy.Properties.ResponseHeadersPolicyConfig.CustomHeadersConfig.Items).toEqual([
      { Header: 'Permissions-Policy', Value: PERMISSIONS_POLICY, Override: true },
    ]);
    // Cache-Control is the origin's: the API answers no-store itself, and the policy sets no such header.
    expect(JSON.stringify(policy.Properties).toLowerCase()).not.toContain('cache-control');
  });

  it('is the policy of every behaviour: the SPA, /api/* and /media/*', () => {
    const [[policyId]] = ofType('AWS::CloudFront::ResponseHeadersPolicy') as [[string, Resource]];
    const [[, distribution]] = ofType('AWS::CloudFront::Distribution') as [[string, Resource]];
    const config = distribution.Properties.DistributionConfig;
    const behaviours = [config.DefaultCacheBehavior, ...config.CacheBehaviors];
    expect(config.CacheBehaviors.map((b: { PathPattern: string }) => b.PathPattern).sort()).toEqual(['/api/*', '/media/*']);
    for (const behaviour of behaviours) expect(behaviour.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
  });
});
