/**
 * CloudWatch alarms for what should never happen quietly, each sent to one SNS topic that pages a
 * person (the `alarmEmail` context value subscribes an address; more subscriptions can be added to the
 * topic by hand). What each alarm means and what to do: docs/operations.md.
 */
import { Aws, Duration, Validations } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Alarm, ComparisonOperator, type IMetric, MathExpression, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { FilterPattern, type ILogGroup, MetricFilter } from 'aws-cdk-lib/aws-logs';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { AI_METRICS } from '../../functions/ai/analysis-metrics';
import { COUNTER_METRICS } from '../../functions/social/counter-metrics';
import type { ServiceFunction } from './service-function';

/** The count of Bedrock calls the model refused, from the callers' logs (a metric filter, so no code writes it). */
export const BEDROCK_REFUSED_METRIC = 'BedrockRefused';

/**
 * What Bedrock answers when the account may not use the model: access not granted, the Marketplace
 * subscription a third-party model needs and the role cannot make, Anthropic's use-case form not filled
 * in (all AccessDeniedException), or a model id the region does not know (ResourceNotFoundException).
 */
export const BEDROCK_REFUSAL_ERRORS = ['AccessDeniedException', 'ResourceNotFoundException'] as const;

/**
 * The Bedrock analyzer's warning when a call fails (functions/ai/bedrock-analyzer.ts): its message starts
 * with "bedrock analyzer" and its `error` field is the SDK error's name.
 */
export const BEDROCK_REFUSED_PATTERN = `{ ($.message = "bedrock analyzer*") && (${BEDROCK_REFUSAL_ERRORS.map((name) => `$.error = "${name}"`).join(' || ')}) }`;

export interface AlarmsProps {
  /** Subscribed to the alarm topic (it confirms the subscription by mail). @default - no subscription */
  readonly email?: string;
  /** Errors per period that raise a function's alarm. @default 1 */
  readonly errorThreshold?: number;
  /** @default Duration.minutes(5) */
  readonly period?: Duration;
  /** Share of API requests answered 5xx, in percent, that raises the alarm. @default 5 */
  readonly api5xxPercent?: number;
  /** Share of Bedrock analyses that fell back to local text, in percent. @default 20 */
  readonly aiFallbackPercent?: number;
}

export class Alarms extends Construct {
  readonly topic: Topic;
  private readonly action: SnsAction;
  private readonly threshold: number;
  private readonly period: Duration;
  private readonly props: AlarmsProps;

  constructor(scope: Construct, id: string, props: AlarmsProps = {}) {
    super(scope, id);
    this.props = props;
    this.threshold = props.errorThreshold ?? 1;
    this.period = props.period ?? Duration.minutes(5);
    this.topic = new Topic(this, 'Topic', { displayName: 'Snifty Photos alarms', enforceSSL: true });
    if (props.email) this.topic.addSubscription(new EmailSubscription(props.email));
    // enforceSSL gives the topic a policy of its own, and a topic policy replaces SNS's default one: without
    // this Allow CloudWatch is refused every publish and no alarm ever reaches anyone. Only alarms of this
    // account and region may publish (the alarms take generated names, so no narrower name pattern holds).
    // The alarms are the topic's only publishers.
    this.topic.addToResourcePolicy(
      new PolicyStatement({
        sid: 'CloudWatchAlarmsPublish',
        principals: [new ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['sns:Publish'],
        resources: [this.topic.topicArn],
        conditions: {
          StringEquals: { 'aws:SourceAccount': Aws.ACCOUNT_ID },
          ArnLike: { 'aws:SourceArn': `arn:${Aws.PARTITION}:cloudwatch:${Aws.REGION}:${Aws.ACCOUNT_ID}:alarm:*` },
        },
      }),
    );
    this.action = new SnsAction(this.topic);
    Validations.of(this.topic).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason:
        'CloudWatch alarms cannot publish to a topic encrypted with the AWS-managed SNS key, and the messages are alarm state changes with no member data; a customer-managed key would cost more than the data is worth protecting.',
    });
  }

  /** Every alarm pages: ALARM and back to OK. */
  private alarm(id: string, props: ConstructorParameters<typeof Alarm>[2]): Alarm {
    const alarm = new Alarm(this, id, props);
    alarm.addAlarmAction(this.action);
    alarm.addOkAction(this.action);
    return alarm;
  }

  /** Alarms when the function reports errors (uncaught exceptions, timeouts, out of memory). */
  watchFunction(name: string, fn: ServiceFunction): Alarm {
    return this.alarm(`${name}Errors`, {
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
    return this.alarm(`${name}Depth`, {
      alarmDescription: `Messages are waiting in ${name}`,
      metric: queue.metricApproximateNumberOfMessagesVisible({ period: this.period, statistic: 'Maximum' }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }

  /**
   * The share of 5xx answers of the HTTP API. Our functions turn unexpected errors into 500 answers, so
   * their Errors metric stays at 0 for those: this is the alarm that sees them.
   */
  watchApi(api: HttpApi): Alarm {
    const percent = this.props.api5xxPercent ?? 5;
    return this.alarm('Api5xxRate', {
      alarmDescription: `More than ${percent}% of API requests answered 5xx (two periods in a row, with at least 10 requests)`,
      metric: new MathExpression({
        expression: 'IF(requests >= 10, 100 * errors / requests, 0)',
        usingMetrics: {
          errors: api.metricServerError({ period: this.period, statistic: 'Sum' }),
          requests: api.metricCount({ period: this.period, statistic: 'Sum' }),
        },
        period: this.period,
        label: 'API 5xx %',
      }),
      threshold: percent,
      evaluationPeriods: 2,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }

  /**
   * Throttled invocations in the account, less the analysis function's: its reserved concurrency throttles
   * bursts on purpose and Lambda retries those asynchronous events. A throttled API call is a failed request.
   */
  watchThrottles(analysis: ServiceFunction): Alarm {
    const sum = { period: this.period, statistic: 'Sum' };
    return this.alarm('LambdaThrottles', {
      alarmDescription: 'Lambda throttled API invocations (the account or a function ran out of concurrency)',
      metric: new MathExpression({
        expression: 'FILL(all, 0) - FILL(analysis, 0)',
        usingMetrics: {
          all: LambdaFunction.metricAllThrottles(sum),
          analysis: analysis.fn.metricThrottles(sum),
        },
        period: this.period,
        label: 'API throttles',
      }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }

  /**
   * The share of Bedrock analyses that fell back to local text (functions/ai/analysis-metrics.ts): a
   * retired model, missing model access or a lost grant make every photo fall back without any error.
   */
  /**
   * Alarms at the first call the model refused, in the logs of each function that calls Bedrock: the photos
   * still get local text, so the fallback share alone can take half an hour to say so, and never says why.
   */
  watchBedrockRefusals(logGroups: readonly ILogGroup[]): Alarm {
    logGroups.forEach(
      (logGroup, i) =>
        new MetricFilter(this, `BedrockRefusedFilter${i + 1}`, {
          logGroup,
          filterPattern: FilterPattern.literal(BEDROCK_REFUSED_PATTERN),
          metricNamespace: AI_METRICS.namespace,
          metricName: BEDROCK_REFUSED_METRIC,
          metricValue: '1',
        }),
    );
    return this.alarm('BedrockRefused', {
      alarmDescription:
        'Bedrock refused the model (access not granted, Marketplace subscription, use-case form, or an unknown model id); photos get local text. Runbook: docs/operations.md',
      metric: new Metric({
        namespace: AI_METRICS.namespace,
        metricName: BEDROCK_REFUSED_METRIC,
        period: this.period,
        statistic: 'Sum',
      }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }

  watchAiFallbacks(): Alarm {
    const percent = this.props.aiFallbackPercent ?? 20;
    const period = Duration.minutes(30);
    const count = (metricName: string): IMetric =>
      new Metric({
        namespace: AI_METRICS.namespace,
        metricName,
        dimensionsMap: { service: AI_METRICS.service },
        period,
        statistic: 'Sum',
      });
    return this.alarm('AiFallbackRate', {
      alarmDescription: `More than ${percent}% of photos got local text instead of Bedrock's (at least 3 analyses in ${period.toMinutes()} minutes)`,
      metric: new MathExpression({
        expression: 'IF(analyses >= 3, 100 * fallbacks / analyses, 0)',
        usingMetrics: { analyses: count(AI_METRICS.analyses), fallbacks: count(AI_METRICS.fallbacks) },
        period,
        label: 'AI fallback %',
      }),
      threshold: percent,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }
  /**
   * Alarms when the counters job mended any counter in an hour: counters move in the same transaction as
   * the items they count, so a mend means some step let them part, and someone should find which.
   */
  watchCounterDrift(): Alarm {
    return this.alarm('CounterDrift', {
      alarmDescription:
        'The counters job found likes received, followers or following that did not match their items, and mended them',
      metric: new Metric({
        namespace: COUNTER_METRICS.namespace,
        metricName: COUNTER_METRICS.mended,
        dimensionsMap: { service: COUNTER_METRICS.service },
        period: Duration.hours(1),
        statistic: 'Sum',
      }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }
}
