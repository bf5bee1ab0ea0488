/**
 * The secret CloudFront adds to every request it forwards to the API (functions/lib/http/origin-secret.ts):
 * browser routes answer only requests that carry it, so nobody reaches them on the public execute-api
 * host around the firewall. Secrets Manager generates the value at the first deploy; no one types it.
 *
 * Its value is JSON `{ "current", "previous" }`. CloudFront sends `current` (CloudFormation resolves the
 * reference at deploy time) and the functions accept both, so a rotation is: write a new `current` (the
 * old one as `previous`), then deploy with `-c originSecretVersion=<the new version id>` so CloudFormation
 * resolves the new value (docs/operations.md). CloudFormation re-reads a secret only for a resource whose
 * template changed, hence the version in the reference.
 */
import { RemovalPolicy, SecretValue, Validations } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { ORIGIN_SECRET_FIELDS } from '../../functions/lib/http/origin-secret';
import type { ServiceFunction } from './service-function';

export interface OriginSecretProps {
  /** The secret version CloudFront sends, after a rotation. @default - the current version at deploy */
  readonly version?: string;
}

export class OriginSecret extends Construct {
  readonly secret: Secret;
  /** A CloudFormation dynamic reference to `current`, for CloudFront's origin custom header. */
  readonly headerValue: string;

  constructor(scope: Construct, id: string, props: OriginSecretProps = {}) {
    super(scope, id);
    this.secret = new Secret(this, 'Secret', {
      description: 'Snifty Photos: the header CloudFront adds to API requests; browser routes refuse requests without it',
      generateSecretString: {
        secretStringTemplate: JSON.stringify({ [ORIGIN_SECRET_FIELDS.previous]: '' }),
        generateStringKey: ORIGIN_SECRET_FIELDS.current,
        // Header-safe: letters and digits only.
        excludePunctuation: true,
        includeSpace: false,
        passwordLength: 48,
      },
      // Nothing outside this stack holds it; a new stack makes a new one.
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // Visible in the distribution's configuration to whoever may read it, as any origin custom header is.
    this.headerValue = SecretValue.secretsManager(this.secret.secretArn, {
      jsonField: ORIGIN_SECRET_FIELDS.current,
      versionId: props.version,
    }).unsafeUnwrap();
    Validations.of(this.secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Rotated by a runbook step (docs/operations.md): the new value must reach CloudFront through a deploy, which a rotation Lambda cannot start.',
    });
  }

  /** Lets an API function read the secret to check requests against it. */
  bindTo(fn: ServiceFunction): void {
    fn.bindSecret('ORIGIN_SECRET', this.secret, { byArn: true });
  }
}
