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
import { Construct } from 'constructs';
import { acknowledgeWildcardResource } from './nag';
import { handlerEntry } from './paths';
import { ServiceFunction } from './service-function';
import { pinned } from './versions';
import { pruneVisionModules, VISION_MODULES } from './vision-modules';

export interface PhotoAnalysisProps {
  /** Bedrock model id, cross-region inference profile id (`us.…`, `global.…`) or either's ARN. */
  readonly modelId: string;
  /** @default functions/analysis/handler.ts */
  readonly entry?: string;
  /** @default 2 (Lambda's maximum for asynchronous invocations) */
  readonly retryAttempts?: number;
  /** @default Duration.minutes(2) */
  readonly timeout?: Duration;
  /** More memory also buys sharp more CPU. @default 2048 */
  readonly memorySize?: number;
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

    this.fn = new ServiceFunction(this, 'Analyzer', {
      entry: props.entry ?? handlerEntry('analysis'),
      description: 'Snifty Photos: analyse uploaded originals (derived images, colours, AI text)',
      timeout: props.timeout ?? Duration.minutes(2),
      memorySize: props.memorySize ?? 2048,
      reservedConcurrency: props.reservedConcurrency,
      // sharp is native: installed for Lambda's linux-arm64 next to the bundle, at the version we test with.
      // The vision models (the Bedrock fallback's) are wasm and weight files: installed beside it too, pruned.
      nativeModules: [pinned('sharp'), ...VISION_MODULES],
      afterInstall: pruneVisionModules(),
    });
    this.fn.fn.configureAsyncInvoke({
      retryAttempts: props.retryAttempts ?? 2,
      maxEventAge: Duration.hours(6),
      onFailure: new SqsDestination(this.deadLetterQueue),
    });
    this.grantModel(this.fn);
    // The reconcile redrives the queue: it reads a failed event, analyses again, deletes it on success.
    this.deadLetterQueue.grantConsumeMessages(this.fn.fn);
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
