/**
 * An EventBridge rule for one scheduled job a declaration names (functions/<name>/group.ts, `jobs`): on
 * the declared schedule, it sends the declaring function `{ job }` rather than an HTTP or S3 event, so
 * the handler can tell them apart without guessing.
 */
import { Duration } from 'aws-cdk-lib';
import { Rule, RuleTargetInput, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Construct } from 'constructs';
import type { DeclaredJob } from '../../functions/lib/jobs';
import type { ServiceFunction } from './service-function';

export interface ScheduledJobProps {
  /** The function of the declaration that names the job. */
  readonly target: ServiceFunction;
  readonly job: DeclaredJob;
}

export class ScheduledJob extends Construct {
  readonly rule: Rule;

  constructor(scope: Construct, id: string, props: ScheduledJobProps) {
    super(scope, id);
    const { job, does, schedule } = props.job;
    this.rule = new Rule(this, 'Rule', {
      description: `Job '${job}': ${does}`,
      // Declared in EventBridge's own syntax, so it goes through as written.
      schedule: Schedule.expression(schedule),
    });
    this.rule.addTarget(
      new LambdaFunction(props.target.fn, {
        event: RuleTargetInput.fromObject({ job }),
        retryAttempts: 2,
        maxEventAge: Duration.hours(2),
      }),
    );
  }
}
