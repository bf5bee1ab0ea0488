/**
 * The photo analysis Lambda (sharp + Bedrock, with the vision models as Bedrock's fallback), run
 * asynchronously for each new original. Events that
 * still fail after Lambda's retries land in a dead-letter queue instead of being lost; the scheduled
 * reconcile (functions/analysis/reconcile.ts) redrives that queue and finishes photos left processing.
 */
import { Duration, Stack, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { LAMBDA_MODELS_DIR, MODELS_DIR_VARIABLE } from './vision-modules';
import { Construct } from 'constructs';
import { ANALYSIS_GROUP } from '../../functions/analysis/group';
import { acknowledgeWildcardResource } from './nag';
import { handlerEntry } from './paths';
import { declaredSettings, ServiceFunction } from './service-function';

export interface PhotoAnalysisProps {
  /** Bedrock model id, cross-region inference profile id (`us.…`, `global.…`) or either's ARN. */
  readonly modelId: string;
  /** @default functions/analysis/handler.ts */
  readonly entry?: string;
  /** @default 2 (Lambda's maximum for asynchronous invocations) */
  readonly retryAttempts?: number;
  /**
   * Concurrent analyses at most, reserved from the account's pool: an upload burst waits in Lambda's
   * asynchronous queue (throttled events are retried for up to 6 hours) instead of taking the concurrency
   * the API needs. Reserving needs the account's limit to keep 100 unreserved, which a new account's quota
   * of 10 does not, so it is off unless set (context `analysisReservedConcurrency`).
   * @default - none: the account's unreserved pool
   */
  readonly reservedConcurrency?: number;
}

/** Geography prefixes of Bedrock's cross-region inference profiles. */
const INFERENCE_PROFILE_PREFIX = /^(us|us-gov|eu|apac|jp|au|ca|global)\.(.+)$/;

export class PhotoAnalysis extends Construct {
  readonly fn: ServiceFunction;
  readonly deadLetterQueue: Queue;
  readonly modelId: string;

  constructor(scope: Construct, id: string, props: PhotoAnalysisProps) {
    super(scope, id);
    this.modelId = props.modelId;

    this.deadLetterQueue = new Queue(this, 'DeadLetterQueue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(this.deadLetterQueue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: 'This queue is itself the dead-letter destination of the analysis Lambda; its depth is alarmed.',
    });

    // Its runtime, sharp and the vision models come from its declaration (functions/analysis/group.ts).
    this.fn = new ServiceFunction(this, 'Analyzer', {
      entry: props.entry ?? handlerEntry(ANALYSIS_GROUP.name),
      description: 'Snifty Photos: analyse uploaded originals (derived images, colours, AI text)',
      reservedConcurrency: props.reservedConcurrency,
      ...declaredSettings(ANALYSIS_GROUP),
    });
    // The ImageNet weights are copied beside the bundle (vision-modules.ts).
    this.fn.fn.addEnvironment(MODELS_DIR_VARIABLE, LAMBDA_MODELS_DIR);
    this.fn.fn.configureAsyncInvoke({
      retryAttempts: props.retryAttempts ?? 2,
      maxEventAge: Duration.hours(6),
      onFailure: new SqsDestination(this.deadLetterQueue),
    });
  }

  /** The reconcile redrives the queue: it reads a failed event, analyses again, deletes it on success. */
  grantDeadLetters(fn: ServiceFunction): void {
    this.deadLetterQueue.grantConsumeMessages(fn.fn);
  }

  /**
   * Tells the function to use Bedrock and which model (AI_ANALYZER, BEDROCK_MODEL_ID), and where failed
   * analyses wait (ANALYSIS_DEAD_LETTER_QUEUE_URL; only the analysis function may read it).
   */
  bindAnalyzer(fn: ServiceFunction): void {
    fn.setConfig('AI_ANALYZER', 'bedrock');
    fn.setConfig('BEDROCK_MODEL_ID', this.modelId);
    fn.setConfig('ANALYSIS_DEAD_LETTER_QUEUE_URL', this.deadLetterQueue.queueUrl);
  }

  /**
   * bedrock:InvokeModel (which the Converse API needs) on the configured model only. Through a
   * cross-region profile IAM checks two things: the profile in this region, and the foundation model in
   * whichever destination region serves the call. That model is granted in every region (AWS adds
   * destination regions to a profile without notice, and a routed call to one we did not list is denied),
   * but only through that profile.
   */
  grantModel(fn: ServiceFunction): void {
    const stack = Stack.of(this);
    const partition = stack.partition;
    const action = 'bedrock:InvokeModel';
    const profile = INFERENCE_PROFILE_PREFIX.exec(this.modelId);
    if (this.modelId.startsWith('arn:') || !profile) {
      const resource = this.modelId.startsWith('arn:')
        ? this.modelId
        : `arn:${partition}:bedrock:${stack.region}::foundation-model/${this.modelId}`;
      fn.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: [action], resources: [resource] }));
      return;
    }
    const [, geography, model] = profile as unknown as [string, string, string];
    const profileArn = `arn:${partition}:bedrock:${stack.region}:${stack.account}:inference-profile/${this.modelId}`;
    // A global profile's destination models are named without a region as well as with one.
    const modelArns = (geography === 'global' ? ['', '*'] : ['*']).map(
      (region) => `arn:${partition}:bedrock:${region}::foundation-model/${model}`,
    );
    fn.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: [action], resources: [profileArn] }));
    fn.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: [action],
        resources: modelArns,
        conditions: { StringEquals: { 'bedrock:InferenceProfileArn': profileArn } },
      }),
    );
    for (const arn of modelArns.filter((a) => a.includes('*'))) {
      acknowledgeWildcardResource(
        fn.role,
        arn,
        'The profile may serve the call from any region it routes to; the grant names one model and holds only through the profile.',
      );
    }
  }
}
