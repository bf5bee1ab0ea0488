/**
 * Builds the stack the way infra/app.ts does (same cdk.json context, same settings), synthesises it and
 * offers what the infra tests share: cdk-nag findings and our functions' logical ids.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App, type Environment, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { GroupDeclaration } from '../../functions/api/route-table';
import { REPO_ROOT } from '../../infra/stack/paths';
import { ServiceFunction } from '../../infra/stack/service-function';
import { readSettings } from '../../infra/stack/settings';
import { SniftyPhotosStack } from '../../infra/stack/snifty-photos-stack';

const cdkJson = JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> };

export interface SynthOptions {
  /** Context on top of cdk.json's. */
  readonly context?: Record<string, unknown>;
  /** Run esbuild for every function (slow); otherwise CDK skips bundling. @default false */
  readonly bundle?: boolean;
  readonly groups?: readonly GroupDeclaration[];
  readonly entryFor?: (name: string) => string;
  /** Account and region fixed at synth. @default - environment-agnostic, as infra/app.ts builds it */
  readonly env?: Environment;
}

export interface Synthesised {
  readonly app: App;
  readonly stack: SniftyPhotosStack;
  readonly template: Template;
}

export function synth(options: SynthOptions = {}): Synthesised {
  const app = new App({
    context: {
      ...cdkJson.context,
      // The SPA build may or may not exist on this machine; tests that want it pass a fixture.
      siteAssets: '',
      ...(options.bundle ? {} : { 'aws:cdk:bundling-stacks': [] }),
      ...options.context,
    },
  });
  const settings = readSettings(app.node);
  const stack = new SniftyPhotosStack(app, settings.stackName, {
    settings,
    groups: options.groups,
    entryFor: options.entryFor,
    env: options.env,
  });
  return { app, stack, template: Template.fromStack(stack) };
}

/** Every finding cdk-nag's AWS Solutions pack still reports (acknowledged ones are left out). */
export function nagFindings(app: App): string[] {
  const report = new AwsSolutionsChecks().validateScope(app);
  return report.violations.flatMap((v) => v.violatingResources.map((r) => `${v.severity} ${v.ruleName} at ${r.constructPath}`));
}

/** Our functions by construct path, with their logical ids in the template. */
export function serviceFunctions(stack: Stack): Map<string, string> {
  const found = new Map<string, string>();
  for (const c of stack.node.findAll()) {
    if (c instanceof ServiceFunction) {
      found.set(c.node.path, stack.resolve(stack.getLogicalId(c.fn.node.defaultChild as CfnFunction)) as string);
    }
  }
  return found;
}
