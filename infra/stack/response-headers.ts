/**
 * The distribution's response-headers policy: the site's Content-Security-Policy and security headers
 * (../security-headers.ts, the definition the local server sends too), on every answer CloudFront gives.
 * Headers the origin sets itself (the API's `cache-control: no-store`) are left as the origin set them.
 */
import { Duration } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { contentSecurityPolicy, HSTS_MAX_AGE_SECONDS, PERMISSIONS_POLICY, REFERRER_POLICY } from '../security-headers';

export interface SiteResponseHeadersProps {
  /** The bucket the browser sends presigned POST uploads to (its regional endpoint, as the SDK signs it). */
  readonly mediaBucket: IBucket;
}

export class SiteResponseHeaders extends Construct {
  readonly policy: cloudfront.ResponseHeadersPolicy;

  constructor(scope: Construct, id: string, props: SiteResponseHeadersProps) {
    super(scope, id);
    this.policy = new cloudfront.ResponseHeadersPolicy(this, 'Policy', {
      comment: 'Snifty Photos: Content-Security-Policy and security headers',
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy({ uploadOrigin: `https://${props.mediaBucket.bucketRegionalDomainName}` }),
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        // HeadersReferrerPolicy's values are the header's own words.
        referrerPolicy: { referrerPolicy: REFERRER_POLICY as cloudfront.HeadersReferrerPolicy, override: true },
        strictTransportSecurity: { accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS), override: true },
      },
      customHeadersBehavior: {
        customHeaders: [{ header: 'Permissions-Policy', value: PERMISSIONS_POLICY, override: true }],
      },
    });
  }
}
