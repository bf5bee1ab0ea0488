/**
 * CloudWatch alarms for what should never happen quietly: a function failing, or analysis events piling
 * up in the dead-letter queue. Alarm actions (SNS, chat) are added where the team decides to be paged.
 */
import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { ServiceFunction } from './service-function';

export interface AlarmsProps {
  /** Errors per period that raise a function's alarm. @default 1 */
  readonly errorThreshold?: number;
  /** @default Duration.minutes(5) */
  readonly period?: Duration;
}

export class Alarms extends Construct {
  private readonly threshold: number;
  private readonly period: Duration;

  constructor(scope: Construct, id: string, props: AlarmsProps = {}) {
    super(scope, id);
    this.threshold = props.errorThreshold ?? 1;
    this.period = props.period ?? Duration.minutes(5);
  }

  /** Alarms when the function reports errors (uncaught exceptions, timeouts, out of memory). */
  watchFunction(name: string, fn: ServiceFunction): Alarm {
    return new Alarm(this, `${name}Errors`, {
      alarmDescription: `The ${name} Lambda reported errors`,
      metric: fn.fn.metricErrors({ period: this.period }),
      threshold: this.threshold,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }

  /** Alarms as soon as a message waits in the queue. */
  watchQueue(name: string, queue: IQueue): Alarm {
    return new Alarm(this, `${name}Depth`, {
      alarmDescription: `Messages are waiting in ${name}`,
      metric: queue.metricApproximateNumberOfMessagesVisible({ period: this.period, statistic: 'Maximum' }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }
}
