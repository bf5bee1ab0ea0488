import '../../support/env';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIE_NAME } from '../../../../shared/constants';
import { HTTP_MESSAGES } from '../../../../shared/messages/http';
import { AUTH_GROUP } from '../../../../functions/auth/group';
import { OAUTH_GROUP } from '../../../../functions/oauth/group';
import { OPENAPI_GROUP } from '../../../../functions/api/openapi-group';
import { ConflictError, ServiceUnavailableError } from '../../../../functions/kernel/errors';
import { createGroupHandler } from '../../../../functions/lib/http/group-handler';
import { declareGroup } from '../../../../functions/lib/http/route';
import { ok } from '../../../../functions/lib/http/respond';
import type { Operation, OperationContext } from '../../../../functions/lib/http/types';
import { apiEvent, bodyOf, invoke, lambdaContext } from '../../support/api-event';
import { givenMember, givenSession, member, resetTable } from '../../support/table';

const ddb = mockClient(DynamoDBDocumentClient);

/** Sign-in's rows, by email and through a provider: public and session routes, GETs and POSTs. */
const SIGN_IN = declareGroup({
  name: 'sign-in',
  access: { table: 'readWrite' },
  routes: { ...AUTH_GROUP.routes, ...OAUTH_GROUP.routes },
});
type SignInKey = keyof typeof SIGN_IN.routes;

/** Every sign-in route answering 200 with its route key, as spies. */
function spyOperations() {
  const keys = Object.keys(SIGN_IN.routes) as SignInKey[];
  return Object.fromEntries(keys.map((key) => [key, vi.fn<Operation>(async () => ok({ route: key }))])) as Record<
    SignInKey,
    ReturnType<typeof vi.fn<Operation>>
  >;
}

let operations: ReturnType<typeof spyOperations>;
let handler: ReturnType<typeof createGroupHandler>;

beforeEach(() => {
  resetTable(ddb);
  operations = spyOperations();
  handler = createGroupHandler(SIGN_IN, operations);
});

describe('createGroupHandler', () => {
  it('is given one operation per declared route key, checked by the compiler; an undeclared key is never served', async () => {
    // Prepare
    const { ['POST /api/auth/signin']: _signIn, ...missingOne } = spyOperations();
    const unknown = vi.fn<Operation>(async () => ok({}));

    // Act
    // @ts-expect-error POST /api/auth/signin is declared and has no operation
    createGroupHandler(SIGN_IN, missingOne);
    // @ts-expect-error DELETE /api/auth/everything is not declared
    const withUnknown = createGroupHandler(SIGN_IN, { ...spyOperations(), 'DELETE /api/auth/everything': unknown });
    const result = await invoke(withUnknown, { routeKey: 'DELETE /api/auth/everything' });

    // Assess
    expect(result.statusCode).toBe(404);
    expect(unknown).not.toHaveBeenCalled();
  });

  it('routes each event to the operation of its route key', async () => {
    // Act
    const result = await invoke(handler, { routeKey: 'POST /api/auth/forgot-password', body: {} });

    // Assess
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({ route: 'POST /api/auth/forgot-password' });
    expect(operations['POST /api/auth/forgot-password']).toHaveBeenCalledTimes(1);
    expect(operations['POST /api/auth/signin']).not.toHaveBeenCalled();
  });

  it('answers 404 to a route key outside the group', async () => {
    // Act
    const result = await invoke(handler, { routeKey: 'GET /api/photos' });

    // Assess
    expect(result.statusCode).toBe(404);
    expect(bodyOf(result)).toEqual({ message: HTTP_MESSAGES.notFound });
  });

  it('answers 404 to a route key naming an Object property', async () => {
    // Act
    const result = await invoke(handler, { routeKey: 'constructor' });

    // Assess
    expect(result.statusCode).toBe(404);
  });

  it('passes the event, the request id, the Lambda context and no viewer to a public route without a cookie', async () => {
    // Act
    await invoke(handler, { routeKey: 'POST /api/auth/signin', requestId: 'req-42' });

    // Assess
    const context = operations['POST /api/auth/signin']?.mock.calls[0]?.[0] as OperationContext;
    expect(context.viewer).toBeNull();
    expect(context.requestId).toBe('req-42');
    expect(context.event.routeKey).toBe('POST /api/auth/signin');
    expect(context.lambda.getRemainingTimeInMillis()).toBe(30_000);
  });

  it('loads the viewer from the session cookie, even on a public route', async () => {
    // Prepare
    const ada = member();
    givenMember(ddb, ada);
    givenSession(ddb, 'sid-1', ada.id, new Date(Date.now() + 60_000));

    // Act
    await invoke(handler, { routeKey: 'POST /api/auth/logout', cookies: [`${SESSION_COOKIE_NAME}=sid-1`] });

    // Assess
    const context = operations['POST /api/auth/logout']?.mock.calls[0]?.[0] as OperationContext;
    expect(context.viewer).toEqual({ user: ada, sessionId: 'sid-1' });
  });

  it('reads no session in a group without the table, which the stack grants none (a signed-in member fetching the OpenAPI document)', async () => {
    // Prepare
    const tableless = declareGroup({
      name: 'document',
      access: {},
      routes: { 'GET /api/openapi.json': OPENAPI_GROUP.routes['GET /api/openapi.json'] },
    });
    const serve = vi.fn<Operation>(async () => ok({}));
    ddb.rejects(Object.assign(new Error('not authorized to perform dynamodb:GetItem'), { name: 'AccessDeniedException' }));

    // Act
    const result = await invoke(createGroupHandler(tableless, { 'GET /api/openapi.json': serve }), {
      routeKey: 'GET /api/openapi.json',
      cookies: [`${SESSION_COOKIE_NAME}=sid-1`],
    });

    // Assess
    expect(result.statusCode).toBe(200);
    expect(ddb.calls()).toHaveLength(0);
    expect((serve.mock.calls[0]?.[0] as OperationContext).viewer).toBeNull();
  });

  it('answers 401 on a session route without a viewer, before the operation runs', async () => {
    // Act
    const result = await invoke(handler, { routeKey: 'GET /api/auth/user' });

    // Assess
    expect(result.statusCode).toBe(401);
    expect(bodyOf(result)).toEqual({ message: HTTP_MESSAGES.unauthorized });
    expect(operations['GET /api/auth/user']).not.toHaveBeenCalled();
  });

  describe('cross-site requests', () => {
    it('refuses a POST from a foreign Origin with 403, before the operation runs', async () => {
      // Act
      const result = await invoke(handler, { routeKey: 'POST /api/auth/signin', headers: { origin: 'https://evil.example' } });

      // Assess
      expect(result.statusCode).toBe(403);
      expect(bodyOf(result)).toEqual({ message: 'Cross-site request refused' });
      expect(operations['POST /api/auth/signin']).not.toHaveBeenCalled();
      expect(ddb.calls()).toHaveLength(0);
    });

    it('lets a POST from the site itself through', async () => {
      // Act
      const result = await invoke(handler, { routeKey: 'POST /api/auth/signin', headers: { origin: 'http://localhost:3000' } });

      // Assess
      expect(result.statusCode).toBe(200);
      expect(operations['POST /api/auth/signin']).toHaveBeenCalledTimes(1);
    });

    it('lets a POST without an Origin through (curl, mobile apps)', async () => {
      // Act
      const result = await invoke(handler, { routeKey: 'POST /api/auth/signin' });

      // Assess
      expect(result.statusCode).toBe(200);
    });

    it('lets a GET from a foreign Origin through', async () => {
      // Act
      const result = await invoke(handler, { routeKey: 'GET /api/auth/google', headers: { origin: 'https://evil.example' } });

      // Assess
      expect(result.statusCode).toBe(200);
      expect(operations['GET /api/auth/google']).toHaveBeenCalledTimes(1);
    });
  });

  describe('errors', () => {
    it('answers an HttpError with its status and message', async () => {
      // Prepare
      operations['POST /api/auth/signup']?.mockRejectedValueOnce(new ConflictError('Already there'));

      // Act
      const result = await invoke(handler, { routeKey: 'POST /api/auth/signup' });

      // Assess
      expect(result.statusCode).toBe(409);
      expect(bodyOf(result)).toEqual({ message: 'Already there' });
      expect(result.headers?.['content-type']).toBe('application/json; charset=utf-8');
    });

    it('answers a 5xx HttpError with its status and message', async () => {
      // Prepare
      operations['POST /api/auth/signup']?.mockRejectedValueOnce(new ServiceUnavailableError('Mail is down, try later'));

      // Act
      const result = await invoke(handler, { routeKey: 'POST /api/auth/signup' });

      // Assess
      expect(result.statusCode).toBe(503);
      expect(bodyOf(result)).toEqual({ message: 'Mail is down, try later' });
    });

    it('answers an unexpected error with 500 and the generic message, never the internals', async () => {
      // Prepare
      const internal = new Error('ProvisionedThroughputExceededException on arn:aws:dynamodb:us-east-1:123456789012:table/snifty');
      operations['POST /api/auth/signup']?.mockRejectedValueOnce(internal);

      // Act
      const result = await handler(apiEvent({ routeKey: 'POST /api/auth/signup' }), lambdaContext('lambda-req-7'));

      // Assess
      expect(result.statusCode).toBe(500);
      expect(bodyOf(result)).toEqual({ message: HTTP_MESSAGES.internal, requestId: 'lambda-req-7' });
      expect(result.body).not.toMatch(/arn:|Provisioned|stack|at .*\.ts/);
    });

    it('answers a thrown non-Error with 500 as well', async () => {
      // Prepare
      operations['POST /api/auth/signup']?.mockImplementationOnce(() => Promise.reject('a string, not an Error'));

      // Act
      const result = await invoke(handler, { routeKey: 'POST /api/auth/signup' });

      // Assess
      expect(result.statusCode).toBe(500);
      expect(bodyOf(result).message).toBe(HTTP_MESSAGES.internal);
      expect(result.body).not.toContain('a string, not an Error');
    });
  });
});
