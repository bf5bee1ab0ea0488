/**
 * An EventBridge rule that runs a job on a schedule: the weekly feature (content function, weekly) and
 * the photo reconcile (analysis function, every few minutes). The target function receives `{ job }`
 * rather than an HTTP or S3 event, so its handler can tell them apart without guessing.
 */
import { Duration } from 'aws-cdk-lib';
import { Rule, RuleTargetInput, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Construct } from 'constructs';
import type { ServiceFunction } from './service-function';

export interface ScheduledJobProps {
  readonly target: ServiceFunction;
  /** Sent to the target as `{ "job": <job> }`. */
  readonly job: string;
  /** @default Monday 08:00 UTC */
  readonly schedule?: Schedule;
}

export class ScheduledJob extends Construct {
  readonly rule: Rule;

  constructor(scope: Construct, id: string, props: ScheduledJobProps) {
    super(scope, id);
    this.rule = new Rule(this, 'Rule', {
      description: `Scheduled job '${props.job}'`,
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
