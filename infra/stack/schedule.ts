/**
 * A weekly EventBridge rule for the weekly-feature job. The target function receives `{ job }` rather
 * than an HTTP event, so its handler can tell the two apart without guessing.
 */
import { Duration } from 'aws-cdk-lib';
import { Rule, RuleTargetInput, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Construct } from 'constructs';
import type { ServiceFunction } from './service-function';

export interface WeeklyJobProps {
  readonly target: ServiceFunction;
  /** Sent to the target as `{ "job": <job> }`. */
  readonly job: string;
  /** @default Monday 08:00 UTC */
  readonly schedule?: Schedule;
}

export class WeeklyJob extends Construct {
  readonly rule: Rule;

  constructor(scope: Construct, id: string, props: WeeklyJobProps) {
    super(scope, id);
    this.rule = new Rule(this, 'Rule', {
      description: `Weekly job '${props.job}'`,
      schedule: props.schedule ?? Schedule.cron({ weekDay: 'MON', hour: '8', minute: '0' }),
    });
    this.rule.addTarget(
      new LambdaFunction(props.target.fn, {
        event: RuleTargetInput.fromObject({ job: props.job }),
        retryAttempts: 2,
        maxEventAge: Duration.hours(2),
      }),
    );
  }
}
