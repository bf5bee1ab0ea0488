/**
 * The BedrockRefused alarm in the template: a metric filter on the log group of every function that calls
 * Bedrock, and an alarm at the first refusal that pages through the alarms' topic.
 */
import { Stack } from 'aws-cdk-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { AI_METRICS } from '../../functions/ai/analysis-metrics';
import { declarations } from '../../functions/api/route-table';
import { BEDROCK_REFUSED_METRIC, BEDROCK_REFUSED_PATTERN } from '../../infra/stack/alarms';
import { type Synthesised, synth } from './synth';

type Resources = Record<string, { Type: string; Properties: Record<string, any> }>;

describe('the BedrockRefused alarm', () => {
  let built: Synthesised;
  let resources: Resources;
  const ofType = (type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);
  const idOf = (c: any) => Stack.of(built.stack).getLogicalId(c.node.defaultChild);

  beforeAll(() => {
    built = synth();
    resources = built.template.toJSON().Resources;
  }, 60_000);

  it('counts refusals in the logs of every function that calls the model, and only those', () => {
    const callers = declarations.filter((d) => d.access.model).map((d) => d.name);
    expect(callers).toEqual(expect.arrayContaining(['analysis', 'photo-edits']));
    const logGroupOf = (name: string) =>
      idOf((name === 'analysis' ? built.stack.analysis.fn : built.stack.api.functions.get(name)!).logGroup);
    const filters = ofType('AWS::Logs::MetricFilter').filter(([, f]) =>
      f.Properties.MetricTransformations.some((t: any) => t.MetricName === BEDROCK_REFUSED_METRIC),
    );
    expect(filters.map(([, f]) => f.Properties.LogGroupName).sort((a: any, b: any) => a.Ref.localeCompare(b.Ref))).toEqual(
      callers.map((name) => ({ Ref: logGroupOf(name) })).sort((a, b) => a.Ref.localeCompare(b.Ref)),
    );
    for (const [, filter] of filters) {
      expect(filter.Properties.FilterPattern).toBe(BEDROCK_REFUSED_PATTERN);
      expect(filter.Properties.MetricTransformations).toEqual([
        { MetricNamespace: AI_METRICS.namespace, MetricName: BEDROCK_REFUSED_METRIC, MetricValue: '1' },
      ]);
    }
  });

  it('alarms at the first refusal and pages through the alarm topic, to ALARM and back to OK', () => {
    const [[, alarm]] = ofType('AWS::CloudWatch::Alarm').filter(([, a]) => a.Properties.MetricName === BEDROCK_REFUSED_METRIC) as [
      [string, any],
    ];
    expect(alarm.Properties).toMatchObject({
      Namespace: AI_METRICS.namespace,
      Statistic: 'Sum',
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
    });
    const topic = { Ref: idOf(built.stack.node.findChild('Alarms').node.findChild('Topic')) };
    expect(alarm.Properties.AlarmActions).toEqual([topic]);
    expect(alarm.Properties.OKActions).toEqual([topic]);
  });
});
