/**
 * The mobile API as deployed from today's route table: the Lambda authorizer on every 'apiKey' route
 * (header identity source, simple responses, 60 s cache) and nowhere else, and least-privilege grants.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { routeKey, routes } from '../../functions/api/route-table';
import { handlerEntry } from '../../infra/stack/paths';
import { nagFindings, type Synthesised, synth } from './synth';

describe('the mobile API in the stack', () => {
  let built: Synthesised;
  let resources: Record<string, any>;
  const ofType = (type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);

  beforeAll(() => {
    built = synth({ entryFor: () => handlerEntry('analysis') });
    resources = built.template.toJSON().Resources as Record<string, any>;
  }, 60_000);

  it('authorizes every apiKey route with the Lambda authorizer: X-API-Key header, simple responses, 60 s cache', () => {
    const authorizers = ofType('AWS::ApiGatewayV2::Authorizer');
    expect(authorizers).toHaveLength(1);
    const [authorizerId, authorizer] = authorizers[0]!;
    expect(authorizer.Properties).toMatchObject({
      AuthorizerType: 'REQUEST',
      AuthorizerPayloadFormatVersion: '2.0',
      IdentitySource: ['$request.header.X-API-Key'],
      EnableSimpleResponses: true,
      AuthorizerResultTtlInSeconds: 60,
    });

    const apiKeyRoutes = new Set(routes.filter((r) => r.auth === 'apiKey').map(routeKey));
    expect(apiKeyRoutes.size).toBeGreaterThanOrEqual(3);
    for (const [, route] of ofType('AWS::ApiGatewayV2::Route')) {
      if (apiKeyRoutes.has(route.Properties.RouteKey)) {
        expect(route.Properties).toMatchObject({ AuthorizationType: 'CUSTOM', AuthorizerId: { Ref: authorizerId } });
      } else {
        expect(route.Properties.AuthorizationType).toBe('NONE');
      }
    }
  });

  it('lets API Gateway, from this API only, invoke the authorizer', () => {
    const permissions = ofType('AWS::Lambda::Permission').filter(([, p]) =>
      String(p.Properties.FunctionName?.['Fn::GetAtt']?.[0]).startsWith('ApiAuthorizer'),
    );
    expect(permissions).toHaveLength(1);
    expect(permissions[0]![1].Properties).toMatchObject({ Action: 'lambda:InvokeFunction', Principal: 'apigateway.amazonaws.com' });
    expect(JSON.stringify(permissions[0]![1].Properties.SourceArn)).toContain('ApiHttpApi');
  });

  it('grants the authorizer GetItem and UpdateItem on API-key items only, and the openapi function no data', () => {
    const statementsOf = (prefix: string) =>
      ofType('AWS::IAM::Policy')
        .filter(([, p]) => String(p.Properties.Roles[0].Ref).startsWith(prefix))
        .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as any[]);

    const dynamo = statementsOf('ApiAuthorizer').filter((s) => [s.Action].flat().some((a: string) => a.startsWith('dynamodb:')));
    expect(dynamo).toHaveLength(1);
    expect([dynamo[0].Action].flat().sort()).toEqual(['dynamodb:GetItem', 'dynamodb:UpdateItem']);
    expect(dynamo[0].Condition).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['APIKEY#*'] } });
    expect(
      statementsOf('ApiAuthorizer')
        .flatMap((s) => [s.Action].flat())
        .filter((a: string) => a.startsWith('s3:')),
    ).toEqual([]);
    expect(
      statementsOf('ApiOpenapi')
        .flatMap((s) => [s.Action].flat())
        .filter((a: string) => a.startsWith('dynamodb:') || a.startsWith('s3:')),
    ).toEqual([]);
    expect(statementsOf('ApiMobile').flatMap((s) => [s.Action].flat())).toEqual(
      expect.arrayContaining(['dynamodb:PutItem', 's3:PutObject']),
    );
  });

  it('is cdk-nag clean', () => {
    expect(nagFindings(built.app)).toEqual([]);
  });
});
