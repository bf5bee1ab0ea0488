/**
 * One of our Lambdas with the project's defaults: Node.js 22 on arm64 (the analysis function on the build
 * machine's architecture: vision-modules.ts says why), an esbuild bundle built on this
 * machine (no Docker), source maps, its own log group with a retention, and a role that may write to
 * that log group and nothing else until a construct grants more.
 */
import { Duration, RemovalPolicy, Size, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { join } from 'node:path';
import type { GroupDeclaration } from '../../functions/lib/http/route';
import type { Config } from '../../functions/kernel/config';
import { type SecretName, secretIdVariable } from '../../functions/kernel/secrets';
import { REPO_ROOT } from './paths';
import { LAMBDA_ESM_BANNER, LAMBDA_MAIN_FIELDS, LAMBDA_TARGET } from '../lambda-bundle';
import { pinned } from './versions';
import {
  copyImagenetWeights,
  type LambdaArchitecture,
  pruneVisionModules,
  VISION_ARCHITECTURE,
  VISION_MODULES,
} from './vision-modules';

export type ConfigKey = keyof Config;

export interface ServiceFunctionProps {
  /** Absolute path of the TypeScript entry file; it exports `handler`. */
  readonly entry: string;
  /** @default - none */
  readonly description?: string;
  /** @default Duration.seconds(15) */
  readonly timeout?: Duration;
  /** @default 512 */
  readonly memorySize?: number;
  /** Disk under /tmp, in MB. @default 512 */
  readonly ephemeralStorageMb?: number;
  /** @default RetentionDays.ONE_MONTH */
  readonly logRetention?: RetentionDays;
  /** Concurrency reserved for (and capping) this function. @default - none: the account's unreserved pool */
  readonly reservedConcurrency?: number;
  /**
   * Packages left out of the bundle (they must come from a layer). The AWS SDK is bundled on purpose:
   * the functions then run the exact SDK version the tests ran, not the runtime's.
   * @default []
   */
  readonly externalModules?: string[];
  /**
   * Native packages installed next to the bundle for Lambda's platform (linux, its architecture, glibc) rather than
   * this machine's, e.g. `sharp@0.35.5`: npm fetches the prebuilt binaries, no Docker needed.
   * @default []
   */
  readonly nativeModules?: string[];
  /**
   * Shell commands run in the bundle's folder after `nativeModules` are installed, e.g. to delete what
   * the function never loads so the package stays inside Lambda's limits. @default []
   */
  readonly afterInstall?: string[];
  /** @default 'arm64' */
  readonly architecture?: LambdaArchitecture;
}

/**
 * What a function's declaration (functions/<name>/group.ts) says of its settings: its runtime, and the
 * packages installed beside its bundle at the versions package.json names (the vision models' pruned to
 * what the analyzer loads).
 */
export function declaredSettings({
  access,
  runtime,
}: GroupDeclaration): Pick<
  ServiceFunctionProps,
  'timeout' | 'memorySize' | 'ephemeralStorageMb' | 'nativeModules' | 'afterInstall' | 'architecture'
> {
  return {
    timeout: runtime?.timeoutSeconds === undefined ? undefined : Duration.seconds(runtime.timeoutSeconds),
    memorySize: runtime?.memoryMb,
    ephemeralStorageMb: runtime?.ephemeralStorageMb,
    nativeModules: [...(access.nativeModules ?? []).map(pinned), ...(access.visionModels ? VISION_MODULES : [])],
    afterInstall: access.visionModels ? [...pruneVisionModules(), ...copyImagenetWeights()] : undefined,
    architecture: access.visionModels ? VISION_ARCHITECTURE : undefined,
  };
}

/** `sharp@0.35.5` -> `sharp`, `@img/x@1` -> `@img/x`. */
const packageName = (spec: string) => spec.replace(/(?!^)@[^/]*$/, '');

export class ServiceFunction extends Construct {
  readonly fn: NodejsFunction;
  readonly logGroup: LogGroup;
  readonly role: iam.Role;

  constructor(scope: Construct, id: string, props: ServiceFunctionProps) {
    super(scope, id);

    this.logGroup = new LogGroup(this, 'Logs', {
      retention: props.logRetention ?? RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // Our own role instead of AWSLambdaBasicExecutionRole, whose log grants cover every log group.
    this.role = new iam.Role(this, 'Role', { assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com') });
    this.logGroup.grantWrite(this.role);

    this.fn = new NodejsFunction(this, 'Function', {
      entry: props.entry,
      handler: 'handler',
      description: props.description,
      runtime: Runtime.NODEJS_22_X,
      architecture: props.architecture === 'x86_64' ? Architecture.X86_64 : Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      ephemeralStorageSize: props.ephemeralStorageMb ? Size.mebibytes(props.ephemeralStorageMb) : undefined,
      timeout: props.timeout ?? Duration.seconds(15),
      reservedConcurrentExecutions: props.reservedConcurrency,
      role: this.role,
      logGroup: this.logGroup,
      projectRoot: REPO_ROOT,
      depsLockFilePath: join(REPO_ROOT, 'package-lock.json'),
      environment: { NODE_OPTIONS: '--enable-source-maps' },
      bundling: {
        forceDockerBundling: false,
        format: OutputFormat.ESM,
        // The bundle benchmark and budget test build with the same options (infra/lambda-bundle.ts).
        target: LAMBDA_TARGET,
        mainFields: LAMBDA_MAIN_FIELDS,
        banner: LAMBDA_ESM_BANNER,
        minify: true,
        sourceMap: true,
        sourcesContent: false,
        externalModules: [...(props.externalModules ?? []), ...(props.nativeModules ?? []).map(packageName)],
        ...(props.nativeModules?.length
          ? {
              commandHooks: {
                beforeBundling: () => [],
                beforeInstall: () => [],
                afterBundling: (_inputDir: string, outputDir: string) => [
                  // npm needs a manifest to install into; the bundle (index.mjs) does not read it.
                  `cd "${outputDir}" && echo '{"private":true}' > package.json && npm install --no-save --no-package-lock --omit=dev --os=linux --cpu=${props.architecture === 'x86_64' ? 'x64' : 'arm64'} --libc=glibc ${props.nativeModules!.join(' ')}`,
                  ...(props.afterInstall ?? []).map((command) => `cd "${outputDir}" && ${command}`),
                ],
              },
            }
          : {}),
        tsconfig: join(REPO_ROOT, 'tsconfig.json'),
      },
    });

    Validations.of(this).acknowledge({
      id: 'AwsSolutions-L1',
      reason: 'The functions are built and tested for Node.js 22; moving to a newer runtime is a deliberate, tested change.',
    });
  }

  /** Sets one of the variables functions/kernel/config.ts reads; the key type keeps both sides in step. */
  setConfig(key: ConfigKey, value: string): void {
    this.fn.addEnvironment(key, value);
  }

  /**
   * Lets the function read one secret (functions/kernel/secrets.ts): its environment gets the secret's
   * name, never the value, and its role `secretsmanager:GetSecretValue` on exactly that secret, which
   * the function asks Secrets Manager for with the SDK client at cold start. A secret this stack creates
   * is named by its ARN: one reference, where its name is two pieces cut out of the ARN.
   */
  bindSecret(name: SecretName, secret: ISecret, { byArn = false }: { byArn?: boolean } = {}): void {
    this.fn.addEnvironment(secretIdVariable(name), byArn ? secret.secretArn : secret.secretName);
    secret.grantRead(this.role);
  }
}
