/**
 * The photo analysis Lambda (sharp + Bedrock), run asynchronously for each new original. Events that
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
import { SHARP_VERSION } from './versions';

export interface PhotoAnalysisProps {
  /** Bedrock model id, cross-region inference profile id (`eu.…`) or either's ARN. */
  readonly modelId: string;
  /** @default functions/analysis/handler.ts */
  readonly entry?: string;
  /** @default 2 (Lambda's maximum for asynchronous invocations) */
  readonly retryAttempts?: number;
  /** @default Duration.minutes(2) */
  readonly timeout?: Duration;
  /** More memory also buys sharp more CPU. @default 2048 */
  readonly memorySize?: number;
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
      // sharp ships native binaries esbuild cannot bundle; they must come from a layer (linux-arm64).
      // sharp is native: installed for Lambda's linux-arm64 next to the bundle, at the version we test with.
      nativeModules: [`sharp@${SHARP_VERSION}`],
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

  /** bedrock:InvokeModel (which the Converse API needs) on the configured model only. */
  grantModel(fn: ServiceFunction): void {
    const stack = Stack.of(this);
    const partition = stack.partition;
    let resources: string[];
    const profile = INFERENCE_PROFILE_PREFIX.exec(this.modelId);
    if (this.modelId.startsWith('arn:')) {
      resources = [this.modelId];
    } else if (profile) {
      // A cross-region profile routes to the model in any region of its geography.
      const anyRegionModel = `arn:${partition}:bedrock:*::foundation-model/${profile[2]}`;
      resources = [`arn:${partition}:bedrock:${stack.region}:${stack.account}:inference-profile/${this.modelId}`, anyRegionModel];
      acknowledgeWildcardResource(
        fn.role,
        anyRegionModel,
        'A cross-region inference profile may serve the request from any region of its geography; the grant still names one model.',
      );
    } else {
      resources = [`arn:${partition}:bedrock:${stack.region}::foundation-model/${this.modelId}`];
    }
    fn.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['bedrock:InvokeModel'], resources }));
  }
}
