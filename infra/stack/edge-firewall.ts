/**
 * A WAF web ACL in front of CloudFront with a per-IP rate limit on `/api/auth/*` (sign-in, sign-up,
 * password resets, OAuth): the functions limit per account and per address, but only WAF sees the
 * client IP before a Lambda runs and can refuse a flood for free.
 *
 * A web ACL for CloudFront (scope CLOUDFRONT) can only be created in us-east-1. The stack is
 * region-agnostic (`npm run synth` works offline), so the web ACL carries a CloudFormation condition:
 * deployed in us-east-1 it is created and attached; deployed elsewhere it is skipped, and the operator
 * creates the same web ACL in us-east-1 and passes its ARN as `webAclArn` (docs/operations.md).
 */
import { Aws, CfnCondition, Fn } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

/** Where the rate limit applies: every auth endpoint, which the route table puts under this prefix. */
export const AUTH_PATH_PREFIX = '/api/auth/';

export interface EdgeFirewallProps {
  /** A CLOUDFRONT web ACL made outside this stack (in us-east-1). @default - this stack's own, in us-east-1 only */
  readonly webAclArn?: string;
  /** Requests per IP per 5 minutes to /api/auth/* before WAF blocks that IP. @default 100 */
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
                byteMatchStatement: {
                  fieldToMatch: { uriPath: {} },
                  positionalConstraint: 'STARTS_WITH',
                  searchString: AUTH_PATH_PREFIX,
                  textTransformations: [{ priority: 0, type: 'NONE' }],
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
