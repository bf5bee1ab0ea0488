/**
 * cdk-nag 3 acknowledges one finding at a time, and a wildcard finding is named after the resource as
 * CloudFormation sees it (`AwsSolutions-IAM5[Resource::<DataTable1234.Arn>/index/*]`). These helpers
 * build those names from the constructs, so an acknowledgement follows a renamed construct.
 */
import { Stack, Validations } from 'aws-cdk-lib';
import { CfnPolicy } from 'aws-cdk-lib/aws-iam';
import type { IConstruct } from 'constructs';

/** The same flattening cdk-nag applies to a policy's Resource before it names the finding. */
function flatten(node: unknown): string {
  if (node === undefined) return '';
  if (typeof node === 'string') return node.replace(/\$\{/g, '<').replace(/}/g, '>');
  if (typeof node === 'object' && node !== null) {
    const o = node as Record<string, unknown>;
    if (Array.isArray(o['Fn::Join'])) {
      const [delimiter, items] = o['Fn::Join'] as [string, unknown[]];
      return items.map(flatten).join(delimiter);
    }
    if (o['Fn::Sub'] !== undefined) return flatten(o['Fn::Sub']);
    if (Array.isArray(o['Fn::GetAtt'])) {
      const [resource, attribute] = o['Fn::GetAtt'] as [unknown, unknown];
      return `<${flatten(resource)}.${flatten(attribute)}>`;
    }
    if (o.Ref !== undefined) return `<${flatten(o.Ref)}>`;
  }
  return JSON.stringify(node);
}

/** Acknowledges `AwsSolutions-IAM5[Resource::<arn>]` on `scope` (a role or a policy, or a parent). */
export function acknowledgeWildcardResource(scope: IConstruct, resourceArn: string, reason: string): void {
  const finding = flatten(Stack.of(scope).resolve(resourceArn));
  Validations.of(scope).acknowledge({ id: `AwsSolutions-IAM5[Resource::${finding}]`, reason });
}

/**
 * Acknowledges every wildcard finding in the IAM policies under `scope`. Only for CDK's own deploy-time
 * handlers, whose grants CDK writes and we cannot narrow; our functions' grants are acknowledged one by one.
 */
export function acknowledgeCdkHandlerWildcards(scope: IConstruct, reason: string): void {
  const stack = Stack.of(scope);
  for (const node of scope.node.findAll()) {
    if (!(node instanceof CfnPolicy)) continue;
    const document = stack.resolve(node.policyDocument) as { Statement?: Array<Record<string, unknown>> };
    const findings = new Set<string>();
    for (const statement of document.Statement ?? []) {
      if (statement.Effect !== 'Allow') continue;
      for (const action of [statement.Action].flat()) {
        if (typeof action === 'string' && action.includes('*')) findings.add(`Action::${action}`);
      }
      for (const resource of [statement.Resource].flat()) {
        const flat = flatten(resource);
        if (flat.includes('*')) findings.add(`Resource::${flat}`);
      }
    }
    for (const finding of findings) Validations.of(scope).acknowledge({ id: `AwsSolutions-IAM5[${finding}]`, reason });
  }
}
