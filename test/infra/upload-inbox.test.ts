/**
 * Upload replay (docs/decisions/upload-inbox.md) in the stack: uploads land in the inbox and only the analysis writes what members are
 * served. The bucket notifies the analysis for the inbox prefix only; API functions (which sign upload
 * policies, and a policy can write no more than its signer) may write the inbox, profile pictures and data
 * exports and nothing else; the bucket policy refuses writes of checked originals and derived images to everyone but
 * the analysis function; the inbox expires.
 */
import { type CfnElement, Stack } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import { INBOX_PREFIX, ORIGINALS_PREFIX } from '../../functions/lib/media/object-keys';
import { API_WRITE_PREFIXES, PIPELINE_PREFIXES } from '../../infra/stack/media';
import { nagFindings, type Synthesised, synth } from './synth';

type Statement = { Effect: string; Action: string | string[]; Resource: unknown; Condition?: unknown; Principal?: unknown };

let built: Synthesised;
let resources: Record<string, { Type: string; Properties: Record<string, any> }>;

const logicalId = (c: IConstruct): string => Stack.of(c).resolve(Stack.of(c).getLogicalId(c.node.defaultChild as CfnElement));
const actionsOf = (s: Statement) => [s.Action].flat();
/** The object key patterns a statement's resources name in the media bucket, e.g. 'inbox/*'. */
const keyPatterns = (s: Statement, bucketId: string): string[] =>
  [s.Resource].flat().map((resource) => {
    const text = JSON.stringify(resource);
    if (!text.includes(bucketId)) return `(another resource) ${text}`;
    const match = /"\/([^"]*)"\]\]\}$/.exec(text);
    return match ? match[1]! : text;
  });

function statementsOfRole(roleId: string): Statement[] {
  return Object.values(resources)
    .filter((r) => r.Type === 'AWS::IAM::Policy' && JSON.stringify(r.Properties.Roles).includes(`"${roleId}"`))
    .flatMap((p) => p.Properties.PolicyDocument.Statement as Statement[]);
}

beforeAll(() => {
  built = synth();
  resources = built.template.toJSON().Resources;
}, 120_000);

describe('the upload inbox in the stack', () => {
  it('notifies the analysis of new objects in the inbox only', () => {
    const [notifications] = Object.values(resources).filter((r) => r.Type === 'Custom::S3BucketNotifications');
    const configurations = notifications!.Properties.NotificationConfiguration.LambdaFunctionConfigurations;
    expect(configurations).toHaveLength(1);
    expect(configurations[0].Filter).toEqual({ Key: { FilterRules: [{ Name: 'prefix', Value: INBOX_PREFIX }] } });
  });

  it('lets no API function write a checked original or a derived image', () => {
    const bucketId = logicalId(built.stack.media.bucket);
    for (const [group, fn] of built.stack.api.functions) {
      const writes = statementsOfRole(logicalId(fn.role)).filter((s) => s.Effect === 'Allow' && actionsOf(s).includes('s3:PutObject'));
      for (const statement of writes) {
        expect(keyPatterns(statement, bucketId).sort(), group).toEqual(API_WRITE_PREFIXES.map((p) => `${p}*`).sort());
      }
    }
    expect(API_WRITE_PREFIXES).toContain(INBOX_PREFIX);
    expect(API_WRITE_PREFIXES.some((p) => (PIPELINE_PREFIXES as readonly string[]).includes(p))).toBe(false);
    // The groups that sign upload policies still may write the inbox.
    for (const group of ['uploads', 'mobile']) {
      const role = logicalId(built.stack.api.functions.get(group)!.role);
      expect(
        statementsOfRole(role).some((s) => actionsOf(s).includes('s3:PutObject')),
        group,
      ).toBe(true);
    }
  });

  it('refuses, in the bucket policy, every write of checked originals and derived images but the analysis function’s', () => {
    const bucketId = logicalId(built.stack.media.bucket);
    const analysisRole = logicalId(built.stack.analysis.fn.role);
    const [policy] = Object.values(resources).filter(
      (r) => r.Type === 'AWS::S3::BucketPolicy' && JSON.stringify(r.Properties.Bucket) === JSON.stringify({ Ref: bucketId }),
    );
    const denies = (policy!.Properties.PolicyDocument.Statement as Statement[]).filter(
      (s) => s.Effect === 'Deny' && actionsOf(s).includes('s3:PutObject'),
    );
    expect(denies).toHaveLength(1);
    const [deny] = denies;
    expect(deny!.Principal).toEqual({ AWS: '*' });
    expect(keyPatterns(deny!, bucketId).sort()).toEqual(PIPELINE_PREFIXES.map((p) => `${p}*`).sort());
    expect(PIPELINE_PREFIXES).toContain(ORIGINALS_PREFIX);
    expect(deny!.Condition).toEqual({ ArnNotEquals: { 'aws:PrincipalArn': { 'Fn::GetAtt': [analysisRole, 'Arn'] } } });
    // The analysis itself may write them.
    const analysisWrites = statementsOfRole(analysisRole).filter((s) => actionsOf(s).includes('s3:PutObject'));
    expect(analysisWrites.flatMap((s) => keyPatterns(s, bucketId))).toEqual(['*']);
  });

  it('expires what an analysis never emptied from the inbox, and adds no cdk-nag finding', () => {
    const bucket = resources[logicalId(built.stack.media.bucket)]!.Properties;
    expect(bucket.LifecycleConfiguration.Rules).toContainEqual(
      expect.objectContaining({ Prefix: INBOX_PREFIX, ExpirationInDays: 2, Status: 'Enabled' }),
    );
    expect(nagFindings(built.app)).toEqual([]);
  });
});
