/**
 * The one origin users see: CloudFront in front of the SPA bucket (default), the HTTP API (`/api/*`)
 * and the photos bucket (`/media/*`, signed URLs only). One origin keeps the session cookie first-party
 * and the API free of CORS.
 */
import { RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, type IBucket, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { type ISecret, Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { ORIGIN_SECRET_HEADER } from '../../functions/lib/http/origin-secret';
import type { AccessLogs } from './access-logs';
import { CLIENT_ADDRESS_CODE, MEDIA_PREFIX_CODE, SPA_FALLBACK_CODE } from './edge-functions';
import { acknowledgeCdkHandlerWildcards } from './nag';
import { SiteResponseHeaders } from './response-headers';
import type { ServiceFunction } from './service-function';

export interface SiteProps {
  /** Host name of the HTTP API, e.g. `abc123.execute-api.eu-west-1.amazonaws.com`. */
  readonly apiDomainName: string;
  readonly mediaBucket: IBucket;
  /** PEM public key whose private half signs media URLs. */
  readonly mediaSigningPublicKey: string;
  /** Secrets Manager name of that private half (created before the first deploy). */
  readonly mediaSigningKeySecretName: string;
  readonly accessLogs: AccessLogs;
  /** The site's own host name. @default - the distribution's cloudfront.net name */
  readonly domainName?: string;
  /** ACM certificate in us-east-1 for `domainName`; required with it. @default - none */
  readonly certificateArn?: string;
  /** The WAF web ACL in front of the distribution (edge-firewall.ts). @default - none */
  readonly webAclId?: string;
  /** @default PriceClass.PRICE_CLASS_100 */
  readonly priceClass?: cloudfront.PriceClass;
  /** The value CloudFront adds as ORIGIN_SECRET_HEADER to every API request (origin-secret.ts). */
  readonly originSecretValue: string;
}

export class Site extends Construct {
  readonly bucket: Bucket;
  readonly distribution: cloudfront.Distribution;
  /** The public key id the media signer puts in `Key-Pair-Id`. */
  readonly mediaPublicKey: cloudfront.PublicKey;
  /** The private half of the media key pair, in Secrets Manager. */
  readonly mediaSigningKey: ISecret;
  /** `https://<domainName>`, or the distribution's own name when there is no domain. */
  readonly url: string;
  /** The distribution's own `https://…cloudfront.net` origin, which serves the site too. */
  readonly distributionUrl: string;

  constructor(scope: Construct, id: string, props: SiteProps) {
    super(scope, id);
    if ((props.domainName === undefined) !== (props.certificateArn === undefined)) {
      throw new Error('Site: domainName and certificateArn go together.');
    }

    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: props.accessLogs.bucket,
      serverAccessLogsPrefix: 's3/site/',
      // The SPA is a build output, rebuilt and uploaded on every deploy.
      removalPolicy: RemovalPolicy.DESTROY,
    });

    this.mediaPublicKey = new cloudfront.PublicKey(this, 'MediaSigningKey', {
      encodedKey: props.mediaSigningPublicKey,
      comment: 'Verifies signed /media/* URLs',
    });
    this.mediaSigningKey = Secret.fromSecretNameV2(this, 'MediaSigningPrivateKey', props.mediaSigningKeySecretName);
    const mediaKeyGroup = new cloudfront.KeyGroup(this, 'MediaKeyGroup', { items: [this.mediaPublicKey] });

    const viewerRequest = (name: string, code: string): cloudfront.FunctionAssociation => ({
      eventType: cloudfront.FunctionEventType.VIEWER_REQUEST,
      function: new cloudfront.Function(this, name, {
        code: cloudfront.FunctionCode.fromInline(code),
        runtime: cloudfront.FunctionRuntime.JS_2_0,
      }),
    });
    const headers = new SiteResponseHeaders(this, 'ResponseHeaders', { mediaBucket: props.mediaBucket }).policy;

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'Snifty Photos',
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        // Brotli or gzip at the edge for the app's text assets (the cache policy keys on both encodings).
        compress: true,
        responseHeadersPolicy: headers,
        functionAssociations: [viewerRequest('SpaFallback', SPA_FALLBACK_CODE)],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new HttpOrigin(props.apiDomainName, {
            protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
            // Replaces any header of that name the viewer sent.
            customHeaders: { [ORIGIN_SECRET_HEADER]: props.originSecretValue },
          }),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          // Host stays CloudFront's: API Gateway routes on its own host name.
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers,
          functionAssociations: [viewerRequest('ClientAddress', CLIENT_ADDRESS_CODE)],
        },
        '/media/*': {
          origin: S3BucketOrigin.withOriginAccessControl(props.mediaBucket),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
          trustedKeyGroups: [mediaKeyGroup],
          // Photos are WebP and JPEG, already compressed.
          compress: false,
          responseHeadersPolicy: headers,
          functionAssociations: [viewerRequest('MediaPrefix', MEDIA_PREFIX_CODE)],
        },
      },
      domainNames: props.domainName ? [props.domainName] : undefined,
      certificate: props.certificateArn ? Certificate.fromCertificateArn(this, 'Certificate', props.certificateArn) : undefined,
      // Only a custom certificate can raise the minimum; the default *.cloudfront.net one is fixed.
      minimumProtocolVersion: props.certificateArn ? cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021 : undefined,
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      webAclId: props.webAclId,
      priceClass: props.priceClass ?? cloudfront.PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: props.accessLogs.bucket,
      logFilePrefix: 'cloudfront/',
    });

    props.accessLogs.limitCloudFrontLogs(this.distribution);

    this.distributionUrl = `https://${this.distribution.distributionDomainName}`;
    this.url = props.domainName ? `https://${props.domainName}` : this.distributionUrl;

    const why = {
      'AwsSolutions-CFR1': 'Photo sharing is for members anywhere; no country is excluded.',
      'AwsSolutions-CFR2':
        'No WAF web ACL yet: the API rate limits sign-ins and mails itself and the stage is throttled; a web ACL (us-east-1) can be attached later.',
    };
    for (const [rule, reason] of Object.entries(why)) Validations.of(this.distribution).acknowledge({ id: rule, reason });
    if (!props.domainName) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without siteDomain the distribution uses the default *.cloudfront.net certificate, whose minimum TLS version cannot be set; with siteDomain it is TLSv1.2_2021.',
      });
    }
  }

  /** The key pair id CloudFront knows (MEDIA_SIGNING_KEY_ID); public, so every function gets it. */
  bindMediaKeyId(fn: ServiceFunction): void {
    fn.setConfig('MEDIA_SIGNING_KEY_ID', this.mediaPublicKey.publicKeyId);
  }

  /** Lets the function sign /media/* URLs: it reads the private key from Secrets Manager at cold start. */
  grantMediaSigning(fn: ServiceFunction): void {
    fn.bindSecret('MEDIA_SIGNING_PRIVATE_KEY', this.mediaSigningKey);
  }

  /**
   * Uploads a built SPA (`web/dist`) on deploy and invalidates the cache. Old hashed assets stay, so a page
   * loaded before the deploy can still fetch its chunks.
   */
  deployAssets(directory: string): void {
    new BucketDeployment(this, 'Assets', {
      sources: [Source.asset(directory)],
      destinationBucket: this.bucket,
      distribution: this.distribution,
      distributionPaths: ['/*'],
      prune: false,
      memoryLimit: 512,
    });
    const handler = Stack.of(this).node.children.find((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'));
    if (handler) acknowledgeDeploymentHandler(handler);
  }
}

/** CDK's deploy-time upload Lambda: its runtime and grants are CDK's, not ours. */
function acknowledgeDeploymentHandler(handler: Construct): void {
  const reason = "CDK's own deploy-time BucketDeployment handler; it runs only during cdk deploy.";
  acknowledgeCdkHandlerWildcards(
    handler,
    `${reason} CDK scopes the S3 grants to the asset and site buckets; it grants the CloudFront invalidation actions on *`,
  );
  for (const id of [
    'AwsSolutions-L1',
    'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
  ]) {
    Validations.of(handler).acknowledge({ id, reason });
  }
}
