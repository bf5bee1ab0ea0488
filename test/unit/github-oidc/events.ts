/** API Gateway HTTP API (v2) events and a Lambda context for the github-oidc handler. */
import type { Context } from 'aws-lambda';
import type { ApiEvent, ApiResult } from '../../../functions/lib/http/types';

interface EventInput {
  headers?: Record<string, string>;
  query?: Record<string, string>;
  body?: string;
  isBase64Encoded?: boolean;
}

export function apiEvent(routeKey: string, input: EventInput = {}): ApiEvent {
  const [method = 'GET', path = '/'] = routeKey.split(' ');
  return {
    version: '2.0',
    routeKey,
    rawPath: path,
    rawQueryString: new URLSearchParams(input.query ?? {}).toString(),
    headers: input.headers ?? {},
    ...(input.query ? { queryStringParameters: input.query } : {}),
    ...(input.body !== undefined ? { body: input.body } : {}),
    isBase64Encoded: input.isBase64Encoded ?? false,
    requestContext: {
      accountId: '123456789012',
      apiId: 'api',
      domainName: 'photos.example.com',
      domainPrefix: 'photos',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '203.0.113.7', userAgent: 'vitest' },
      requestId: 'req-1',
      routeKey,
      stage: '$default',
      time: '01/Jan/2030:00:00:00 +0000',
      timeEpoch: 1_893_456_000_000,
    },
  };
}

/** A token request as Cognito sends it: form-encoded, client_secret_post. */
export function tokenEvent(
  fields: Record<string, string>,
  options: { headers?: Record<string, string>; base64?: boolean } = {},
): ApiEvent {
  const form = new URLSearchParams(fields).toString();
  return apiEvent('POST /api/oidc/github/token', {
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...options.headers },
    body: options.base64 ? Buffer.from(form).toString('base64') : form,
    isBase64Encoded: options.base64 ?? false,
  });
}

export const lambdaContext = { awsRequestId: 'req-1', functionName: 'github-oidc' } as Context;

/** The parsed JSON body of a result. */
export function bodyOf(result: ApiResult): Record<string, unknown> {
  return JSON.parse(result.body ?? '{}') as Record<string, unknown>;
}
