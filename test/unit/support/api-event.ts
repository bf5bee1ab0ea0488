/** API Gateway HTTP API (v2) events and a Lambda context, as the group handlers receive them. */
import type { Context } from 'aws-lambda';
import type { ApiEvent, ApiResult } from '../../../functions/lib/http/types';

export interface ApiEventOptions {
  /** 'METHOD /path', as in the route table; the path may hold {params}, filled from pathParameters. */
  routeKey: string;
  /** A string is sent as is; anything else is JSON-encoded. */
  body?: unknown;
  isBase64Encoded?: boolean;
  headers?: Record<string, string>;
  /** Cookie header entries, e.g. ['sid=abc']. */
  cookies?: string[];
  query?: Record<string, string>;
  pathParameters?: Record<string, string>;
  authorizer?: { userId?: string; keyId?: string };
  requestId?: string;
}

export function apiEvent(options: ApiEventOptions): ApiEvent {
  const [method = 'GET', routePath = '/'] = options.routeKey.split(' ');
  const rawPath = routePath.replace(/\{(\w+)\}/g, (_, name: string) => options.pathParameters?.[name] ?? name);
  const rawQueryString = new URLSearchParams(options.query ?? {}).toString();
  const body = options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  const requestId = options.requestId ?? 'api-request-1';
  return {
    version: '2.0',
    routeKey: options.routeKey,
    rawPath,
    rawQueryString,
    cookies: options.cookies,
    headers: { host: 'localhost:3000', 'user-agent': 'vitest', ...options.headers },
    queryStringParameters: options.query,
    pathParameters: options.pathParameters,
    body,
    isBase64Encoded: options.isBase64Encoded ?? false,
    requestContext: {
      accountId: '123456789012',
      apiId: 'api',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: { method, path: rawPath, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
      requestId,
      routeKey: options.routeKey,
      stage: '$default',
      time: '21/Nov/2026:04:08:42 +0000',
      timeEpoch: 1_795_000_000_000,
      ...(options.authorizer ? { authorizer: { lambda: options.authorizer } } : {}),
    },
  };
}

export function lambdaContext(awsRequestId = 'lambda-request-1'): Context {
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName: 'snifty-auth',
    functionVersion: '$LATEST',
    invokedFunctionArn: 'arn:aws:lambda:us-east-1:123456789012:function:snifty-auth',
    memoryLimitInMB: '512',
    awsRequestId,
    logGroupName: '/aws/lambda/snifty-auth',
    logStreamName: 'stream',
    getRemainingTimeInMillis: () => 30_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

export type GroupHandler = (event: ApiEvent, context: Context) => Promise<ApiResult>;

/** Invokes a group handler the way Lambda does. */
export function invoke(handler: GroupHandler, options: ApiEventOptions): Promise<ApiResult> {
  return handler(apiEvent(options), lambdaContext());
}

/** The parsed JSON body of a response. */
export function bodyOf(result: ApiResult): Record<string, unknown> {
  return JSON.parse(result.body ?? '') as Record<string, unknown>;
}

/** The Set-Cookie values of a response, by cookie name. */
export function cookiesOf(result: ApiResult): Record<string, string> {
  return Object.fromEntries((result.cookies ?? []).map((cookie) => [cookie.slice(0, cookie.indexOf('=')), cookie]));
}

/** The value a Set-Cookie string sets. */
export function cookieValue(setCookie: string | undefined): string {
  const pair = setCookie?.split(';')[0] ?? '';
  return decodeURIComponent(pair.slice(pair.indexOf('=') + 1));
}
