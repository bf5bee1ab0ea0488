import '../../../support/env';
import type { Request } from '@middy/core';
import type { Context } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '../../../../../shared/messages/auth';
import { HTTP_MESSAGES } from '../../../../../shared/messages/http';
import { TRIBE_MESSAGES } from '../../../../../shared/messages/tribe';
import {
  AlreadyMemberError,
  BadRequestError,
  EmailTakenError,
  HttpError,
  PhotoNotFoundError,
  TooManyRequestsError,
} from '../../../../../functions/kernel/errors';
import { errorResponder } from '../../../../../functions/lib/http/middleware/error-responder';
import type { ApiEvent, ApiResult } from '../../../../../functions/lib/http/types';
import { apiEvent, bodyOf, lambdaContext } from '../../../support/api-event';
import { useEnv } from '../../../support/env';

type MiddyRequest = Request<ApiEvent, ApiResult, Error, Context>;

function failedRequest(error: unknown, context: Partial<Context> = lambdaContext('lambda-req-1')): MiddyRequest {
  return {
    event: apiEvent({ routeKey: 'POST /api/auth/signin', requestId: 'api-req-1' }),
    context: context as Context,
    response: null,
    error: error as Error,
    internal: {},
  };
}

async function respond(request: MiddyRequest): Promise<ApiResult> {
  await errorResponder().onError?.(request);
  if (!request.response) throw new Error('no response was set');
  return request.response;
}

/** Captures the JSON log lines written to stderr. */
function captureLogs(): () => Record<string, unknown>[] {
  useEnv({ LOG_LEVEL: 'info' });
  const write = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  return () => write.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('errorResponder', () => {
  it('answers a condition race the code below did not turn into a domain answer 409, never 500', async () => {
    // Prepare
    const cancelled = Object.assign(new Error('cancelled'), {
      name: 'TransactionCanceledException',
      CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }],
    });
    captureLogs();

    // Act
    const result = await respond(failedRequest(cancelled));

    // Assess
    expect(result.statusCode).toBe(409);
    expect(bodyOf(result)).toEqual({ message: HTTP_MESSAGES.changedMeanwhile });
  });

  it('answers contention (conflicts, throttling) 503 busy with Retry-After', async () => {
    // Prepare
    const conflict = Object.assign(new Error('cancelled'), {
      name: 'TransactionCanceledException',
      CancellationReasons: [{ Code: 'None' }, { Code: 'TransactionConflict' }],
    });
    const throttled = Object.assign(new Error('slow down'), { name: 'ThrottlingException' });
    captureLogs();

    // Act
    const results = [await respond(failedRequest(conflict)), await respond(failedRequest(throttled))];

    // Assess
    for (const result of results) {
      expect(result.statusCode).toBe(503);
      expect(bodyOf(result)).toEqual({ message: HTTP_MESSAGES.busy });
      expect(result.headers).toMatchObject({ 'retry-after': '1' });
    }
  });

  it('answers a service still busy after the SDK retried (timeouts, S3 SlowDown, SES throttles, any 5xx) 503 with Retry-After', async () => {
    // Prepare
    const failures = [
      Object.assign(new Error('timed out'), { name: 'TimeoutError' }),
      Object.assign(new Error('Please reduce your request rate.'), { name: 'SlowDown', $metadata: { httpStatusCode: 503 } }),
      Object.assign(new Error('Maximum sending rate exceeded.'), {
        name: 'TooManyRequestsException',
        $metadata: { httpStatusCode: 429 },
      }),
      Object.assign(new Error('We encountered an internal error.'), { name: 'InternalError', $metadata: { httpStatusCode: 500 } }),
    ];
    captureLogs();

    // Act
    const results = await Promise.all(failures.map((failure) => respond(failedRequest(failure))));

    // Assess
    for (const result of results) {
      expect(result.statusCode).toBe(503);
      expect(bodyOf(result)).toEqual({ message: HTTP_MESSAGES.busy });
      expect(result.headers).toMatchObject({ 'retry-after': '1' });
    }
  });

  it("leaves a service's own 4xx that is not a throttle, and the function's own deadline, a 500", async () => {
    // Prepare
    captureLogs();
    const denied = Object.assign(new Error('denied'), { name: 'AccessDeniedException', $metadata: { httpStatusCode: 403 } });
    const deadline = Object.assign(new Error('[AbortError]: The operation was aborted.', { cause: { package: '@middy/core' } }), {
      name: 'TimeoutError',
    });

    // Act
    const results = [await respond(failedRequest(denied)), await respond(failedRequest(deadline))];

    // Assess
    expect(results.map((result) => result.statusCode)).toEqual([500, 500]);
  });

  it('turns a 4xx HttpError into { message } with its status and headers', async () => {
    // Act
    const result = await respond(failedRequest(new TooManyRequestsError('Slow down', 90)));

    // Assess
    expect(result.statusCode).toBe(429);
    expect(bodyOf(result)).toEqual({ message: 'Slow down' });
    expect(result.headers).toMatchObject({
      'retry-after': '90',
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
    });
  });

  it.each([
    [new PhotoNotFoundError(), 404, HTTP_MESSAGES.photoNotFound],
    [new AlreadyMemberError(), 409, TRIBE_MESSAGES.alreadyMember],
    [new EmailTakenError(), 400, AUTH_MESSAGES.accountExists],
  ])('answers the domain error %s with the status and message it stands for, unlogged', async (error, status, message) => {
    // Prepare
    const logs = captureLogs();

    // Act
    const result = await respond(failedRequest(error));

    // Assess
    expect(result.statusCode).toBe(status);
    expect(bodyOf(result)).toEqual({ message });
    expect(logs()).toEqual([]);
  });

  it('does not log a 4xx', async () => {
    // Prepare
    const logs = captureLogs();

    // Act
    await respond(failedRequest(new BadRequestError('Please enter a valid email address')));

    // Assess
    expect(logs()).toEqual([]);
  });

  it('answers an unexpected error with 500, the generic message and the request id only', async () => {
    // Prepare
    const logs = captureLogs();
    const error = new TypeError("Cannot read properties of undefined (reading 'Item')");

    // Act
    const result = await respond(failedRequest(error));

    // Assess
    expect(result.statusCode).toBe(500);
    expect(bodyOf(result)).toEqual({ message: HTTP_MESSAGES.internal, requestId: 'lambda-req-1' });
    expect(result.body).not.toContain('Cannot read');
    expect(result.body).not.toContain('TypeError');
    expect(logs()).toEqual([
      expect.objectContaining({
        level: 'ERROR',
        message: 'unexpected error',
        requestId: 'lambda-req-1',
        routeKey: 'POST /api/auth/signin',
        error: expect.objectContaining({ name: 'TypeError', message: error.message, stack: expect.any(String) }),
      }),
    ]);
  });

  it('falls back to the API request id when the Lambda context has none', async () => {
    // Act
    const result = await respond(failedRequest(new Error('boom'), {}));

    // Assess
    expect(bodyOf(result).requestId).toBe('api-req-1');
  });

  it('logs a 5xx HttpError as a warning and answers its message', async () => {
    // Prepare
    const logs = captureLogs();

    // Act
    const result = await respond(failedRequest(new HttpError(502, 'Upstream unavailable')));

    // Assess
    expect(result.statusCode).toBe(502);
    expect(bodyOf(result)).toEqual({ message: 'Upstream unavailable' });
    expect(logs()).toEqual([
      expect.objectContaining({ level: 'WARN', status: 502, error: 'Upstream unavailable', requestId: 'lambda-req-1' }),
    ]);
  });
});
