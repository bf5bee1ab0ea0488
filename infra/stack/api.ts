/**
 * The HTTP API, generated from the route groups' declarations (functions/<group>/group.ts): one Lambda
 * per group, one route per declared route key, and the API-key authorizer on 'apiKey' routes (created
 * only when some route is one). Declaring a route is all it takes to deploy an endpoint.
 */
import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import {
  HttpApi,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  type IHttpRouteAuthorizer,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpLambdaAuthorizer, HttpLambdaResponseType } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { AUTHORIZER_GROUP } from '../../functions/authorizer/group';
import { type AuthKind, type GroupDeclaration, routeKey, routesOf } from '../../functions/api/route-table';
import { API_KEY_AUTHORIZER_CACHE_SECONDS, API_KEY_HEADER } from '../../shared/constants';
import { handlerEntry } from './paths';
import { declaredSettings, ServiceFunction } from './service-function';

export interface ApiProps {
  readonly groups: readonly GroupDeclaration[];
  /** Entry file of a group's (or the authorizer's) handler. @default functions/<group>/handler.ts */
  readonly entryFor?: (group: string) => string;
  /** Steady-state requests per second for the whole stage. @default 100 */
  readonly rateLimit?: number;
  /** @default 200 */
  readonly burstLimit?: number;
  /** @default RetentionDays.ONE_MONTH */
  readonly accessLogRetention?: RetentionDays;
}

/** JSON lines with HTTP API variables (the default format names REST API ones). */
const ACCESS_LOG_FORMAT = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    time: '$context.requestTime',
    ip: '$context.identity.sourceIp',
    userAgent: '$context.identity.userAgent',
    routeKey: '$context.routeKey',
    path: '$context.path',
    status: '$context.status',
    latencyMs: '$context.responseLatency',
    length: '$context.responseLength',
    integrationError: '$context.integrationErrorMessage',
    authorizerError: '$context.authorizer.error',
  }),
);

const NO_AUTHORIZER_REASON: Record<Exclude<AuthKind, 'apiKey'>, string> = {
  public:
    'Public by design (sign-up, sign-in, OAuth redirects and callback); the function still loads a session cookie when one is sent.',
  session:
    'Authorised in the function: it loads the session from our opaque HttpOnly session cookie (docs/decisions/sessions.md) and answers 401 without one; API Gateway cannot check those sessions.',
};

export class Api extends Construct {
  readonly httpApi: HttpApi;
  /** One function per route group, by group name. */
  readonly functions: ReadonlyMap<string, ServiceFunction>;
  /** The API-key authorizer's function, when some route needs it. */
  readonly authorizerFunction?: ServiceFunction;
  /** The execute-api host name, for CloudFront's origin. */
  readonly domainName: string;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const entryFor = props.entryFor ?? handlerEntry;

    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'Snifty Photos API, generated from functions/api/route-table.ts',
      createDefaultStage: false,
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: props.accessLogRetention ?? RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.httpApi.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: ACCESS_LOG_FORMAT },
      throttle: { rateLimit: props.rateLimit ?? 100, burstLimit: props.burstLimit ?? 200 },
    });
    this.domainName = `${this.httpApi.apiId}.execute-api.${Stack.of(this).region}.${Stack.of(this).urlSuffix}`;

    const functions = new Map<string, ServiceFunction>();
    const integrations = new Map<string, HttpLambdaIntegration>();
    for (const declaration of props.groups) {
      const group = declaration.name;
      const fn = new ServiceFunction(this, toId(group), {
        entry: entryFor(group),
        description: `Snifty Photos API: ${group}`,
        ...declaredSettings(declaration),
      });
      functions.set(group, fn);
      // One permission for the whole API instead of one per route: a Lambda's resource policy is capped at 20 KB.
      integrations.set(group, new HttpLambdaIntegration(`${toId(group)}Integration`, fn.fn, { scopePermissionToRoute: false }));
    }
    this.functions = functions;

    const routes = props.groups.flatMap(routesOf);
    let authorizer: IHttpRouteAuthorizer | undefined;
    if (routes.some((r) => r.auth === 'apiKey')) {
      this.authorizerFunction = new ServiceFunction(this, 'Authorizer', {
        entry: entryFor(AUTHORIZER_GROUP.name),
        description: 'Snifty Photos API: mobile API-key authorizer',
        ...declaredSettings(AUTHORIZER_GROUP),
      });
      authorizer = new HttpLambdaAuthorizer('ApiKeyAuthorizer', this.authorizerFunction.fn, {
        identitySource: [`$request.header.${API_KEY_HEADER}`],
        responseTypes: [HttpLambdaResponseType.SIMPLE],
        // One authorizer call per key per minute at most; a deactivated or expired key therefore keeps
        // working for up to this long (docs/decisions/mobile-authorizer.md).
        resultsCacheTtl: Duration.seconds(API_KEY_AUTHORIZER_CACHE_SECONDS),
      });
    }

    for (const r of routes) {
      const integration = integrations.get(r.group);
      if (!integration) throw new Error(`No integration for group '${r.group}'.`);
      const route = new HttpRoute(this, `Route ${routeKey(r).replace(/\//g, '|')}`, {
        httpApi: this.httpApi,
        routeKey: HttpRouteKey.with(r.path, HttpMethod[r.method]),
        integration,
        authorizer: r.auth === 'apiKey' ? authorizer : undefined,
      });
      if (r.auth !== 'apiKey') {
        Validations.of(route).acknowledge({ id: 'AwsSolutions-APIG4', reason: NO_AUTHORIZER_REASON[r.auth] });
      }
    }
  }

  /** Every function the API runs, the authorizer included. */
  allFunctions(): ServiceFunction[] {
    return [...this.functions.values(), ...(this.authorizerFunction ? [this.authorizerFunction] : [])];
  }
}

/** `api-keys` -> `ApiKeys`: construct ids that read like the group (or the job). */
export const toId = (group: string): string =>
  group
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');
