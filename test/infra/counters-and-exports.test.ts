/**
 * The stack's side of two safety nets: the alarm on counters the counters job had to mend, read with the
 * names and dimension the job writes; and the grants that let taking back a member's data-export links
 * list their folder, and only that folder.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { COUNTER_METRICS } from '../../functions/social/counter-metrics';
import { DATA_EXPORTS_PREFIX } from '../../functions/lib/media/object-keys';
import { type Synthesised, synth } from './synth';

type Resources = Record<string, { Type: string; Properties: any }>;

describe('counters and data exports in the stack', () => {
  let built: Synthesised;
  let resources: Resources;
  beforeAll(() => {
    built = synth();
    resources = built.template.toJSON().Resources as Resources;
  });

  it('alarms as soon as the counters job mends a counter, on the metric the job publishes', () => {
    const alarms = Object.values(resources).filter(
      (r) => r.Type === 'AWS::CloudWatch::Alarm' && r.Properties.Namespace === COUNTER_METRICS.namespace,
    );
    expect(alarms).toHaveLength(1);
    expect(alarms[0]!.Properties).toMatchObject({
      MetricName: COUNTER_METRICS.mended,
      Dimensions: [{ Name: 'service', Value: COUNTER_METRICS.service }],
      Statistic: 'Sum',
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
    });
    expect(alarms[0]!.Properties.AlarmActions).toHaveLength(1);
  });

  it('schedules the counters job on the social function', () => {
    const rules = Object.values(resources).filter(
      (r) =>
        r.Type === 'AWS::Events::Rule' &&
        (r.Properties.Targets ?? []).some((t: any) => JSON.parse(t.Input ?? '{}').job === 'counters'),
    );
    expect(rules).toHaveLength(1);
  });

  it('lets the auth function list and delete members’ data exports only, and list no other folder', () => {
    const policies = Object.values(resources).filter((r) => r.Type === 'AWS::IAM::Policy');
    const statements = policies.flatMap((p) => p.Properties.PolicyDocument.Statement as any[]);
    const listing = statements.filter((s) => [s.Action].flat().includes('s3:ListBucket'));
    expect(listing.length).toBeGreaterThan(0);
    for (const s of listing) expect(s.Condition).toEqual({ StringLike: { 's3:prefix': [`${DATA_EXPORTS_PREFIX}*`] } });
    const auth = built.stack.api.functions.get('auth')!;
    const authPolicies = policies.filter((p) =>
      JSON.stringify(p.Properties.Roles).includes(built.stack.resolve(auth.role.roleName).Ref),
    );
    const authS3 = authPolicies
      .flatMap((p) => p.Properties.PolicyDocument.Statement as any[])
      .filter((s) => [s.Action].flat().some((a: string) => a.startsWith('s3:')));
    expect(authS3.flatMap((s) => [s.Action].flat()).sort()).toEqual(['s3:DeleteObject', 's3:ListBucket']);
    const deletes = authS3.find((s) => [s.Action].flat().includes('s3:DeleteObject'))!;
    expect(JSON.stringify(deletes.Resource)).toContain(`/${DATA_EXPORTS_PREFIX}*`);
  });
});
