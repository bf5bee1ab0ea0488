/**
 * SES's configuration set in the template: every mail goes out with it (the functions are told its name
 * and may send with it), its bounce and complaint events go to EventBridge, and a rule hands exactly
 * those events of exactly this set to the function that records suppressed addresses.
 */
import { Stack } from 'aws-cdk-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_GROUP } from '../../functions/auth/group';
import { groupNamed } from '../../functions/api/route-table';
import { SES_FEEDBACK_DETAIL_TYPES } from '../../infra/stack/mail';
import { type Synthesised, synth } from './synth';

type Resources = Record<string, { Type: string; Properties: Record<string, any> }>;

describe('mail feedback', () => {
  let built: Synthesised;
  let resources: Resources;
  let setId: string;
  const ofType = (type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);
  const idOf = (c: any) => Stack.of(built.stack).getLogicalId(c.node.defaultChild);

  beforeAll(() => {
    built = synth();
    resources = built.template.toJSON().Resources;
    setId = idOf(built.stack.mail.configurationSet);
  }, 60_000);

  it('has a configuration set that suppresses bounces and complaints, and is the identity’s default', () => {
    expect(resources[setId]!.Type).toBe('AWS::SES::ConfigurationSet');
    expect(resources[setId]!.Properties.SuppressionOptions).toEqual({ SuppressedReasons: ['BOUNCE', 'COMPLAINT'] });
    const identity = resources[idOf(built.stack.mail.identity)]!;
    expect(identity.Properties.ConfigurationSetAttributes).toEqual({ ConfigurationSetName: { Ref: setId } });
  });

  it('sends bounce and complaint events to the default event bus', () => {
    const [[, destination]] = ofType('AWS::SES::ConfigurationSetEventDestination') as [[string, any]];
    expect(destination.Properties.ConfigurationSetName).toEqual({ Ref: setId });
    const config = destination.Properties.EventDestination;
    expect(config.Enabled).toBe(true);
    expect([...config.MatchingEventTypes].sort()).toEqual(['bounce', 'complaint']);
    expect(JSON.stringify(config.EventBridgeDestination.EventBusArn)).toContain('event-bus/default');
  });

  it('hands exactly those events of this set to the function that declares mailFeedback', () => {
    expect(AUTH_GROUP.access.mailFeedback).toBe(true);
    const rules = ofType('AWS::Events::Rule').filter(([, r]) => r.Properties.EventPattern?.source?.includes('aws.ses'));
    expect(rules).toHaveLength(1);
    const [[, rule]] = rules as [[string, any]];
    expect(rule.Properties.EventPattern['detail-type']).toEqual(SES_FEEDBACK_DETAIL_TYPES);
    expect(rule.Properties.EventPattern.detail).toEqual({ mail: { tags: { 'ses:configuration-set': [{ Ref: setId }] } } });
    const authFunction = idOf(built.stack.api.functions.get('auth')!.fn);
    expect(rule.Properties.Targets.map((t: any) => t.Arn)).toEqual([{ 'Fn::GetAtt': [authFunction, 'Arn'] }]);
    const permissions = ofType('AWS::Lambda::Permission').filter(
      ([, p]) => p.Properties.Principal === 'events.amazonaws.com' && JSON.stringify(p.Properties.FunctionName).includes(authFunction),
    );
    expect(permissions.length).toBeGreaterThan(0);
  });

  it('tells the functions that send mail the set, and lets them send with it', () => {
    for (const [group, fn] of built.stack.api.functions) {
      const env = resources[idOf(fn.fn)]!.Properties.Environment.Variables;
      if (groupNamed(group)?.access.mail) expect(env.MAIL_CONFIGURATION_SET, group).toEqual({ Ref: setId });
      else expect(env, group).not.toHaveProperty('MAIL_CONFIGURATION_SET');
    }
    const auth = built.stack.api.functions.get('auth')!;
    const roleId = idOf(auth.role);
    const sends = ofType('AWS::IAM::Policy')
      .filter(([, p]) => JSON.stringify(p.Properties.Roles).includes(`"${roleId}"`))
      .flatMap(([, p]) => p.Properties.PolicyDocument.Statement)
      .filter((s: any) => [s.Action].flat().includes('ses:SendEmail'));
    expect(JSON.stringify(sends)).toContain('configuration-set/');
    expect(JSON.stringify(sends)).toContain(`{"Ref":"${setId}"}`);
  });
});
