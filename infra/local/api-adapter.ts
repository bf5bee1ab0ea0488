/**
 * Turns a node:http request into the API Gateway HTTP API (v2) event the route table's handler expects,
 * calls that group's handler exactly as Lambda would, and writes its structured result back.
 *
 * 'apiKey' routes first run the same API-key authorizer function API Gateway runs in the cloud, with the
 * same answers: no X-API-Key header is 401 {"message":"Unauthorized"} without calling it, a refused key
 * 403 {"message":"Forbidden"}, and an accepted key's context lands in
 * `requestContext.authorizer.lambda`. Locally its answers are not cached (the cloud caches them 60 s per
 * key), so a deactivated key is refused from the very next request.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIGatewayProxyStructuredResultV2, APIGatewayRequestAuthorizerEventV2, Context } from 'aws-lambda';
import { groupEntry, routeKey, routes, type Route } from '../../functions/api/route-table';
import type { ApiEvent } from '../../functions/lib/http/types';
import { CLIENT_ADDRESS_HEADER } from '../../functions/lib/http/client-address';
import { ORIGIN_SECRET_HEADER } from '../../functions/lib/http/origin-secret';
import type { AuthorizerResult } from '../../functions/authorizer/handler';
import { API_KEY_HEADER } from '../../shared/constants';
import { BodyTooLargeError, readBody, sendJson } from './http-utils';

/** A little above 10 MB, so a 10 MB photo in a multipart body still fits, as on API Gateway's limit. */
const BODY_LIMIT_BYTES = 10_485_760 + 1_048_576;

interface CompiledRoute {
  route: Route;
  pattern: RegExp;
  names: string[];
}

function compile(route: Route): CompiledRoute {
  const names: string[] = [];
  const source = route.path
    .split('/')
    .map((segment) => {
      const param = /^\{([^}+]+)(\+)?\}$/.exec(segment);
      if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(param[1]!);
      return param[2] ? '(.+)' : '([^/]+)';
    })
    .join('/');
  return { route, pattern: new RegExp(`^${source}$`), names };
}

// API Gateway prefers the most specific route (GET /api/photos/trending over GET /api/photos/{id}),
// whatever the table's order: routes with fewer parameters are tried first.
const compiled = routes.map(compile).sort((a, b) => a.names.length - b.names.length);

export function matchRoute(method: string, path: string): { route: Route; params: Record<string, string> } | null {
  for (const candidate of compiled) {
    if (candidate.route.method !== method) continue;
    const match = candidate.pattern.exec(path);
    if (!match) continue;
    const params: Record<string, string> = {};
    candidate.names.forEach((name, i) => (params[name] = match[i + 1]!));
    return { route: candidate.route, params };
  }
  return null;
}

type LambdaHandler = (event: unknown, context: Context) => Promise<unknown>;
const handlers = new Map<string, Promise<LambdaHandler>>();

/** Loads a function's entry module once, as a warm Lambda container would. */
export function loadHandler(group: string): Promise<LambdaHandler> {
  let loaded = handlers.get(group);
  if (!loaded) {
    loaded = import(`../../${groupEntry(group)}`).then((m: { handler: LambdaHandler }) => m.handler);
    handlers.set(group, loaded);
  }
  return loaded;
}

export function lambdaContext(functionName: string, requestId: string): Context {
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => 30_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

const TEXT_TYPES = /^(application\/(json|x-www-form-urlencoded|xml)|text\/)/i;

/**
 * How a request reached the API. Through the site, the adapter does what CloudFront does in the cloud: it
 * writes the client's address over whatever the client sent and, when the functions are given an origin
 * secret, adds it. On the API host (`apiHost`, the cloud's execute-api name) the headers pass as sent.
 */
export type ApiEntrance = { viaSite: true; originSecret?: string } | { viaSite: false };

function toEvent(
  req: IncomingMessage,
  url: URL,
  route: Route,
  params: Record<string, string>,
  body: Buffer,
  entrance: ApiEntrance,
): ApiEvent {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === 'cookie') continue;
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  if (entrance.viaSite) {
    // As CloudFront's viewer-request function and origin header do in the cloud: the client cannot choose its address.
    headers[CLIENT_ADDRESS_HEADER] = req.socket.remoteAddress ?? '127.0.0.1';
    if (entrance.originSecret) headers[ORIGIN_SECRET_HEADER] = entrance.originSecret;
  }
  const cookies = (req.headers.cookie ?? '')
    .split(';')
    .map((c) => c.trim())
    .filter(Boolean);
  const query: Record<string, string> = {};
  for (const [key, value] of url.searchParams) query[key] = key in query ? `${query[key]},${value}` : value;
  const isText = TEXT_TYPES.test(headers['content-type'] ?? '');
  const requestId = randomUUID();
  const now = new Date();
  return {
    version: '2.0',
    routeKey: routeKey(route),
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies,
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(params).length ? params : undefined,
    body: body.length ? (isText ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: body.length > 0 && !isText,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: url.host,
      domainPrefix: 'local',
      http: {
        method: route.method,
        path: url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId,
      routeKey: routeKey(route),
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
  } as ApiEvent;
}

/** API Gateway's identity-source check and the authorizer call; null when the request may go on. */
async function runAuthorizer(event: ApiEvent): Promise<{ status: number; message: string } | null> {
  const presented = event.headers[API_KEY_HEADER.toLowerCase()];
  if (!presented) return { status: 401, message: 'Unauthorized' };
  const { requestContext, cookies, headers, queryStringParameters, pathParameters, rawPath, rawQueryString, routeKey } = event;
  const authorizerEvent: APIGatewayRequestAuthorizerEventV2 = {
    version: '2.0',
    type: 'REQUEST',
    routeArn: `arn:aws:execute-api:local:000000000000:local/$default/${requestContext.http.method}${rawPath}`,
    identitySource: [presented],
    routeKey,
    rawPath,
    rawQueryString,
    cookies: cookies ?? [],
    headers,
    queryStringParameters: queryStringParameters ?? {},
    pathParameters: pathParameters ?? {},
    stageVariables: {},
    requestContext,
  };
  const authorize = (await loadHandler('authorizer')) as (e: unknown, c: Context) => Promise<AuthorizerResult>;
  const result = await authorize(authorizerEvent, lambdaContext('authorizer', requestContext.requestId));
  if (!result.isAuthorized) return { status: 403, message: 'Forbidden' };
  event.requestContext.authorizer = { lambda: result.context };
  return null;
}

function writeResult(res: ServerResponse, result: APIGatewayProxyStructuredResultV2): void {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  res.writeHead(result.statusCode ?? 200, headers);
  res.end(result.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : undefined);
}

export async function handleApi(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  entrance: ApiEntrance = { viaSite: true },
): Promise<void> {
  const matched = matchRoute((req.method ?? 'GET').toUpperCase(), url.pathname);
  if (!matched) return sendJson(res, 404, { message: 'Not found' });
  let body: Buffer;
  try {
    body = await readBody(req, BODY_LIMIT_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return sendJson(res, 413, { message: 'Request body too large' });
    throw error;
  }
  const event = toEvent(req, url, matched.route, matched.params, body, entrance);
  if (matched.route.auth === 'apiKey') {
    const refused = await runAuthorizer(event);
    if (refused) return sendJson(res, refused.status, { message: refused.message });
  }
  const handler = await loadHandler(matched.route.group);
  const result = (await handler(
    event,
    lambdaContext(matched.route.group, event.requestContext.requestId),
  )) as APIGatewayProxyStructuredResultV2;
  writeResult(res, result);
}
