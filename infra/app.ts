/**
 * The CDK app: `npx cdk synth` / `npx cdk deploy` from the repository root (cdk.json runs this with tsx).
 * Synth works offline with no context at all. cdk.json lists every context value; an empty string there
 * means "use the default". Override with `-c key=value`:
 *
 *   stackName                       CloudFormation stack name                     default 'SniftyPhotos'
 *   siteDomain                      site host name, e.g. photos.example.com       default: none, the CloudFront domain is the site
 *   siteCertificateArn              ACM certificate (us-east-1) for siteDomain    required with siteDomain; synth refuses
 *                                                                                 a certificate in any other region
 *   mailFrom                        sender, 'Name <address>'; its domain becomes an SES identity
 *                                                                                 default 'Snifty Photos <no-reply@snifty.photos>' (placeholder)
 *   googleClientId                  Google OAuth client id                        default: a placeholder
 *   googleClientSecretName          Secrets Manager name of its client secret     default 'snifty-photos/google-client-secret'
 *   githubClientId                  GitHub OAuth app client id                    default: a placeholder
 *   githubClientSecretName          Secrets Manager name of its client secret     default 'snifty-photos/github-client-secret'
 *   githubOidcIssuer                issuer URL of the GitHub OIDC wrapper         default: ours, '<site URL>/api/oidc/github', when
 *                                                                                 the route table has the 'github-oidc' group
 *   githubOidcSigningKeySecretName  Secrets Manager name of the PEM RSA key our wrapper signs ID tokens with
 *                                                                                 default 'snifty-photos/github-oidc-signing-key'
 *   bedrockModelId                  model or inference profile for the analysis   default 'us.anthropic.claude-haiku-4-5-20251001-v1:0'
 *   cognitoDomainPrefix             hosted UI prefix, unique per region           default 'snifty-<stack name>-<account>', lower-cased
 *                                                                                 (e.g. 'sniftyphotos-123456789012')
 *   mediaSigningPublicKey           PEM public key for signed /media/* URLs       default: a committed placeholder whose private
 *                                                                                 half was discarded
 *   alarmEmail                      address subscribed to the alarm topic         default: none (subscribe by hand; synth warns)
 *   webAclArn                       CLOUDFRONT web ACL made in us-east-1, for a stack in another region
 *                                                                                 default: the stack's own, created in us-east-1 only
 *   analysisReservedConcurrency     concurrency reserved for the analysis function default: none (a new account's quota of 10
 *                                                                                 cannot reserve any; see docs/operations.md)
 *   mailSandboxRecipients           comma-separated addresses SES may mail while in its sandbox
 *                                                                                 default: none (each is verified by a mail from SES)
 *   mailIdentityExists              'true' when mailFrom's domain already has an SES identity in the account
 *                                   and region (the stack then uses it instead of creating one)   default: false
 *   originSecretVersion             origin secret version CloudFront sends        default: the current one at deploy; set after
 *                                                                                 a rotation (docs/operations.md)
 *   siteAssets                      built SPA to upload, relative to the repo root; '' skips
 *                                                                                 default 'web/dist' (uploaded when it has index.html)
 *
 * Synth warns while placeholders are in use. The secrets are plain-string secrets created beforehand, e.g.
 * `aws secretsmanager create-secret --name snifty-photos/google-client-secret --secret-string <secret>`.
 */
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { readSettings } from './stack/settings';
import { SniftyPhotosStack } from './stack/snifty-photos-stack';
import { ensureImagenetWeights } from './imagenet-weights';
import { modelsDir } from '../functions/ai/vision/imagenet/imagenet-weights';

// The analysis function carries the ImageNet weights (stack/vision-modules.ts): fetched into the models
// folder now if missing, and a deploy without them stops here rather than shipping a fallback that cannot see.
const weights = await ensureImagenetWeights(modelsDir(), (line) => console.error(line));
if (weights.state === 'unavailable') {
  console.error(`Cannot build the analysis function without the ImageNet weights (${weights.reason}).`);
  process.exit(1);
}

const app = new App();
const settings = readSettings(app.node);

new SniftyPhotosStack(app, settings.stackName, {
  settings,
  description: 'Snifty Photos: photo sharing on CloudFront, API Gateway, Lambda, DynamoDB, S3 and Cognito',
});

Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
app.synth();
