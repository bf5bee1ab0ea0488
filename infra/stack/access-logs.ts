/**
 * One bucket for the access logs of the other buckets and of CloudFront, so a leaked or abused
 * signed URL can be traced afterwards.
 *
 * CloudFront cannot deliver standard logs to a bucket in an opt-in region: a distribution that names
 * one fails to deploy. The bucket lives in the stack's region, so in those regions the distribution
 * gets no standard logs (the buckets' own access logs still land here). With a region fixed at synth
 * this is decided then, with a warning; an environment-agnostic stack carries a condition instead.
 */
import { Annotations, Aws, CfnCondition, Duration, Fn, RemovalPolicy, Stack, Token, Validations } from 'aws-cdk-lib';
import type { CfnDistribution, Distribution } from 'aws-cdk-lib/aws-cloudfront';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

/** The opt-in regions (disabled in an account until enabled): CloudFront delivers no standard logs to them. */
export const CLOUDFRONT_LOGLESS_REGIONS = [
  'af-south-1',
  'ap-east-1',
  'ap-east-2',
  'ap-south-2',
  'ap-southeast-3',
  'ap-southeast-4',
  'ap-southeast-5',
  'ap-southeast-7',
  'ca-west-1',
  'eu-central-2',
  'eu-south-1',
  'eu-south-2',
  'il-central-1',
  'me-central-1',
  'me-south-1',
  'mx-central-1',
] as const;

export interface AccessLogsProps {
  /** @default Duration.days(90) */
  readonly retention?: Duration;
}

export class AccessLogs extends Construct {
  readonly bucket: Bucket;

  constructor(scope: Construct, id: string, props: AccessLogsProps = {}) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      // CloudFront's standard logs are delivered with an ACL, and SSE-KMS is not supported for them.
      objectOwnership: ObjectOwnership.OBJECT_WRITER,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      lifecycleRules: [{ expiration: props.retention ?? Duration.days(90) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.bucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket; logging it into itself would loop.',
    });
  }

  /** Keeps the distribution's standard logs (pointed at this bucket) only where CloudFront can deliver them. */
  limitCloudFrontLogs(distribution: Distribution): void {
    const cfn = distribution.node.defaultChild as CfnDistribution;
    const region = Stack.of(this).region;
    if (!Token.isUnresolved(region)) {
      if (!(CLOUDFRONT_LOGLESS_REGIONS as readonly string[]).includes(region)) return;
      cfn.addPropertyDeletionOverride('DistributionConfig.Logging');
      Validations.of(distribution).acknowledge({
        id: 'AwsSolutions-CFR3',
        reason: `CloudFront cannot deliver standard logs to a bucket in ${region}, an opt-in region.`,
      });
      Annotations.of(distribution).addWarningV2(
        'snifty:cloudfront-logs-opt-in-region',
        `${region} is an opt-in region: CloudFront cannot deliver standard logs to a bucket there, so the distribution has none (docs/operations.md, "CloudFront logs in opt-in regions").`,
      );
      return;
    }
    const logging = (cfn.distributionConfig as CfnDistribution.DistributionConfigProperty).logging as CfnDistribution.LoggingProperty;
    // Fn::Or takes at most ten conditions, hence groups of eight.
    const groups: string[][] = [];
    for (let i = 0; i < CLOUDFRONT_LOGLESS_REGIONS.length; i += 8) groups.push(CLOUDFRONT_LOGLESS_REGIONS.slice(i, i + 8));
    const canDeliver = new CfnCondition(this, 'CloudFrontCanDeliver', {
      expression: Fn.conditionNot(
        Fn.conditionOr(...groups.map((g) => Fn.conditionOr(...g.map((r) => Fn.conditionEquals(Aws.REGION, r))))),
      ),
    });
    cfn.addPropertyOverride(
      'DistributionConfig.Logging',
      Fn.conditionIf(
        canDeliver.logicalId,
        { Bucket: logging.bucket, IncludeCookies: logging.includeCookies, Prefix: logging.prefix },
        Aws.NO_VALUE,
      ),
    );
  }
}
