/**
 * EventBridge rules for the scheduled jobs: the weekly feature and memory capsules opening (content
 * function) and the photo reconcile (analysis function). The target function receives `{ job }` rather
 * than an HTTP or S3 event, so its handler can tell them apart without guessing.
 */
import { Duration } from 'aws-cdk-lib';
import { Rule, RuleTargetInput, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Construct } from 'constructs';
import type { ServiceFunction } from './service-function';

/** Monday 08:00 UTC: the weekly-feature job. */
export const WEEKLY_SCHEDULE = Schedule.cron({ weekDay: 'MON', hour: '8', minute: '0' });
/** Every hour: the capsule-open job (a capsule opens at 00:00 UTC; its owner hears within the hour). */
export const HOURLY_SCHEDULE = Schedule.rate(Duration.hours(1));

export interface ScheduledJobProps {
  readonly target: ServiceFunction;
  /** Sent to the target as `{ "job": <job> }`. */
  readonly job: string;
  readonly schedule: Schedule;
  /** How the rule describes its schedule, e.g. 'Weekly'. */
  readonly cadence: string;
}

export class ScheduledJob extends Construct {
  readonly rule: Rule;

  constructor(scope: Construct, id: string, props: ScheduledJobProps) {
    super(scope, id);
    this.rule = new Rule(this, 'Rule', {
      description: `${props.cadence} job '${props.job}'`,
      schedule: props.schedule,
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
