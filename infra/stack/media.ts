/**
 * The private photos bucket. Browsers upload straight to its inbox with presigned POSTs; everyone reads
 * through CloudFront's `/media/*` with signed URLs; each new upload in the inbox starts the analysis
 * Lambda, which alone writes the checked originals and derived images (functions/lib/media/object-keys.ts).
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
import {
  AVATARS_PREFIX,
  DATA_EXPORTS_PREFIX,
  DERIVED_PREFIX,
  INBOX_PREFIX,
  OBJECT_EXPIRY_RULES,
  ORIGINALS_PREFIX,
} from '../../functions/lib/media/object-keys';

/** Uploads land under the inbox prefix, the only one whose events start the analysis. */
export { INBOX_PREFIX, ORIGINALS_PREFIX };

/** What the analysis alone writes: checked originals and derived images. No upload policy can reach them. */
export const PIPELINE_PREFIXES = [ORIGINALS_PREFIX, DERIVED_PREFIX] as const;

/** What API functions may write: uploads to the inbox, profile pictures and data exports (made by the API itself). */
export const API_WRITE_PREFIXES = [INBOX_PREFIX, AVATARS_PREFIX, DATA_EXPORTS_PREFIX] as const;

/** 'pipeline' is the analysis function's access: it writes what the API functions may not. */
export type MediaAccess = NonNullable<GroupAccess['media']>;

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
        ...OBJECT_EXPIRY_RULES.map(({ id, prefix, days }) => ({ id, prefix, expiration: Duration.days(days) })),
        {
          // Originals are read once by the analysis and then rarely; display sizes are what people view.
          id: 'originals-to-intelligent-tiering',
          prefix: ORIGINALS_PREFIX,
          transitions: [{ storageClass: StorageClass.INTELLIGENT_TIERING, transitionAfter: Duration.days(30) }],
        },
      ],
      removalPolicy: props.removalPolicy ?? RemovalPolicy.RETAIN,
    });
  }

  /** Gives the function the bucket's name (MEDIA_BUCKET); it still needs `grantObjects` to touch objects. */
  bindBucket(fn: ServiceFunction): void {
    fn.setConfig('MEDIA_BUCKET', this.bucket.bucketName);
  }

  /**
   * Object access in this bucket only. A presigned POST can write no more than its signer may, so
   * 'readWrite' (what signing uploads needs) writes only the inbox, profile pictures and data exports; 'pipeline'
   * writes everywhere.
   */
  grantObjects(fn: ServiceFunction, access: MediaAccess): void {
    const objects = this.bucket.arnForObjects('*');
    const reason = 'Photo keys are generated per upload, so the grant covers the objects of this one bucket (or one prefix of it).';
    const grant = (actions: string[], resources: string[]) => {
      fn.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions, resources }));
      for (const resource of resources) acknowledgeWildcardResource(fn.role, resource, reason);
    };
    if (access === 'read') return grant(['s3:GetObject'], [objects]);
    if (access === 'pipeline') return grant(['s3:GetObject', 's3:PutObject', 's3:DeleteObject'], [objects]);
    grant(['s3:GetObject', 's3:DeleteObject'], [objects]);
    grant(
      ['s3:PutObject'],
      API_WRITE_PREFIXES.map((prefix) => this.bucket.arnForObjects(`${prefix}*`)),
    );
  }

  /**
   * Taking a member's data-export links back: listing the exports folder (and nothing else of the bucket)
   * and deleting what is in it.
   */
  grantDataExportSweep(fn: ServiceFunction): void {
    fn.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['s3:ListBucket'],
        resources: [this.bucket.bucketArn],
        conditions: { StringLike: { 's3:prefix': [`${DATA_EXPORTS_PREFIX}*`] } },
      }),
    );
    const exports = this.bucket.arnForObjects(`${DATA_EXPORTS_PREFIX}*`);
    fn.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['s3:DeleteObject'], resources: [exports] }));
    acknowledgeWildcardResource(fn.role, exports, 'Each copy of a member’s data has a random key under the exports folder.');
  }

  /**
   * Invokes the function (asynchronously, with its own retries) for every new object in the inbox, and
   * makes it the only principal that may write checked originals and derived images: the bucket policy
   * refuses everyone else, whatever their grants.
   */
  notifyOnUpload(fn: ServiceFunction): void {
    this.bucket.addEventNotification(EventType.OBJECT_CREATED, new LambdaDestination(fn.fn), {
      prefix: INBOX_PREFIX,
    });
    acknowledgeNotificationsHandler(Stack.of(this));
    this.bucket.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'OnlyTheAnalysisWritesCheckedObjects',
        effect: iam.Effect.DENY,
        principals: [new iam.AnyPrincipal()],
        actions: ['s3:PutObject'],
        resources: PIPELINE_PREFIXES.map((prefix) => this.bucket.arnForObjects(`${prefix}*`)),
        conditions: { ArnNotEquals: { 'aws:PrincipalArn': fn.role.roleArn } },
      }),
    );
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
