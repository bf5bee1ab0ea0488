/**
 * A WAF web ACL in front of CloudFront with a per-IP rate limit on the auth routes a stranger can hammer
 * (sign-in, sign-up, password and verification mails, the OAuth starts and callback): the functions limit
 * per account and per address, but only WAF sees the client IP before a Lambda runs and can refuse a
 * flood for free. The rest of `/api/auth/*` is a signed-in member's own account (the session check, the
 * data export the web app polls every few seconds, sessions, the avatar); a tight limit there would lock
 * a member out of signing in for having waited on their export, so those routes are left out.
 *
 * A web ACL for CloudFront (scope CLOUDFRONT) can only be created in us-east-1. The stack is
 * region-agnostic (`npm run synth` works offline), so the web ACL carries a CloudFormation condition:
 * deployed in us-east-1 it is created and attached; deployed elsewhere it is skipped, and the operator
 * creates the same web ACL in us-east-1 and passes its ARN as `webAclArn` (docs/operations.md).
 */
import { Aws, CfnCondition, Fn } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

/** Every auth endpoint is under this prefix in the route table. */
export const AUTH_PATH_PREFIX = '/api/auth/';

/**
 * The auth routes worth a brute-force or mail flood: the ones open without a session, and change-password,
 * which a stolen session could use to guess the current password (logout is open but harmless). Matched
 * whole, so `/api/auth/user/export` and `/api/auth/user` are not.
 */
export const RATE_LIMITED_AUTH_ROUTES = [
  'signin',
  'signup',
  'forgot-password',
  'reset-password',
  'change-password',
  'verify-email',
  'resend-verification',
  'google',
  'github',
  'callback',
] as const;

/** The WAF regex (uri path, lower-cased first) of RATE_LIMITED_AUTH_ROUTES; a trailing slash still matches. */
export const RATE_LIMITED_AUTH_PATH = `^${AUTH_PATH_PREFIX}(${RATE_LIMITED_AUTH_ROUTES.join('|')})/?$`;

export interface EdgeFirewallProps {
  /** A CLOUDFRONT web ACL made outside this stack (in us-east-1). @default - this stack's own, in us-east-1 only */
  readonly webAclArn?: string;
  /** Requests per IP per 5 minutes to RATE_LIMITED_AUTH_ROUTES before WAF blocks that IP. @default 100 */
  readonly authRequestsPerFiveMinutes?: number;
}

export class EdgeFirewall extends Construct {
  /** What the distribution's `webAclId` takes: an ARN, or AWS::NoValue outside us-east-1. */
  readonly webAclId: string;
  readonly webAcl?: CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeFirewallProps = {}) {
    super(scope, id);
    if (props.webAclArn) {
      this.webAclId = props.webAclArn;
      return;
    }
    const inUsEast1 = new CfnCondition(this, 'InUsEast1', { expression: Fn.conditionEquals(Aws.REGION, 'us-east-1') });
    const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
      cloudWatchMetricsEnabled: true,
      metricName,
      sampledRequestsEnabled: true,
    });
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('SniftyPhotosEdge'),
      rules: [
        {
          name: 'auth-rate-per-ip',
          priority: 0,
          action: { block: {} },
          statement: {
            rateBasedStatement: {
              aggregateKeyType: 'IP',
              evaluationWindowSec: 300,
              limit: props.authRequestsPerFiveMinutes ?? 100,
              scopeDownStatement: {
                regexMatchStatement: {
                  fieldToMatch: { uriPath: {} },
                  regexString: RATE_LIMITED_AUTH_PATH,
                  textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
                },
              },
            },
          },
          visibilityConfig: visibility('AuthRatePerIp'),
        },
      ],
    });
    this.webAcl.cfnOptions.condition = inUsEast1;
    this.webAclId = Fn.conditionIf(inUsEast1.logicalId, this.webAcl.attrArn, Aws.NO_VALUE).toString();
  }
}
