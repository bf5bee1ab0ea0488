/**
 * The private photos bucket. Browsers upload originals straight to it with presigned POSTs; everyone
 * reads through CloudFront's `/media/*` with signed URLs; each new original starts the analysis Lambda.
 */
import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  EventType,
  HttpMethods,
  ObjectOwnership,
  StorageClass,
} from 'aws-cdk-lib/aws-s3';
import { LambdaDestination } from 'aws-cdk-lib/aws-s3-notifications';
import { Construct } from 'constructs';
import type { AccessLogs } from './access-logs';
import { acknowledgeWildcardResource } from './nag';
import type { GroupAccess } from '../../functions/lib/http/route';
import type { ServiceFunction } from './service-function';
import { DATA_EXPORTS_PREFIX, ORIGINALS_PREFIX } from '../../functions/lib/media/object-keys';

/** Uploads land under this prefix; derived images go elsewhere, so the analysis never re-triggers itself. */
export { ORIGINALS_PREFIX };

export type MediaAccess = NonNullable<GroupAccess['media']>;

const ACTIONS: Record<MediaAccess, string[]> = {
  read: ['s3:GetObject'],
  readWrite: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
};

export interface MediaProps {
  /** Origins whose pages may POST uploads to the bucket (CORS), e.g. `https://photos.example.com`. */
  readonly uploadOrigins: string[];
  readonly accessLogs: AccessLogs;
  /** @default RemovalPolicy.RETAIN: members' photos outlive a deleted stack */
  readonly removalPolicy?: RemovalPolicy;
}

export class Media extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: MediaProps) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: props.accessLogs.bucket,
      serverAccessLogsPrefix: 's3/media/',
      cors: [
        {
          allowedOrigins: props.uploadOrigins,
          allowedMethods: [HttpMethods.POST],
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag', 'Location'],
          maxAge: 3000,
        },
      ],
      lifecycleRules: [
        { id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
        {
          // Originals are read once by the analysis and then rarely; display sizes are what people view.
          id: 'originals-to-intelligent-tiering',
          prefix: ORIGINALS_PREFIX,
          transitions: [{ storageClass: StorageClass.INTELLIGENT_TIERING, transitionAfter: Duration.days(30) }],
        },
        // A member's copy of their data is offered for a day (its link stops then); the bytes go the day after.
        { id: 'data-exports-expire', prefix: DATA_EXPORTS_PREFIX, expiration: Duration.days(2) },
      ],
      removalPolicy: props.removalPolicy ?? RemovalPolicy.RETAIN,
    });
  }

  /** Gives the function the bucket's name (MEDIA_BUCKET); it still needs `grantObjects` to touch objects. */
  bindBucket(fn: ServiceFunction): void {
    fn.setConfig('MEDIA_BUCKET', this.bucket.bucketName);
  }

  /** Object access in this bucket only; presigned POSTs the function signs need 'readWrite'. */
  grantObjects(fn: ServiceFunction, access: MediaAccess): void {
    const objects = this.bucket.arnForObjects('*');
    fn.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ACTIONS[access], resources: [objects] }));
    acknowledgeWildcardResource(
      fn.role,
      objects,
      'Photo keys are generated per upload, so the grant covers the objects of this one bucket.',
    );
  }

  /** Invokes the function (asynchronously, with its own retries) for every new object under originals/. */
  notifyOnOriginal(fn: ServiceFunction): void {
    this.bucket.addEventNotification(EventType.OBJECT_CREATED, new LambdaDestination(fn.fn), {
      prefix: ORIGINALS_PREFIX,
    });
    acknowledgeNotificationsHandler(Stack.of(this));
  }
}

/** CDK configures bucket notifications with a Lambda of its own, one per stack. */
function acknowledgeNotificationsHandler(stack: Stack): void {
  const handler = stack.node.children.find((c) => c.node.id.startsWith('BucketNotificationsHandler'));
  if (!handler) return;
  Validations.of(handler).acknowledge({
    id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    reason: "CDK's own bucket-notification handler (deploy time only); the managed policy only lets it write its logs.",
  });
}
