/**
 * The last middleware: an HttpError (or a domain error, as the HttpError it stands for) becomes
 * `{ message }` with its status; anything else is logged with
 * the request id and answered 500 with a generic message, so internals never leak.
 */
import type { MiddlewareObj } from '@middy/core';
import { HTTP_MESSAGES } from '../../../../shared/messages/http';
import { isBusyServiceError } from '../../../kernel/aws-clients/busy-errors';
import { ConflictError, DomainError, HttpError, ServiceUnavailableError } from '../../../kernel/errors';
import { logger } from '../../../kernel/logger';
import { json } from '../respond';
import type { ApiEvent, ApiResult } from '../types';

/** The answer a domain error stands for; other errors are left as they are. */
const asHttpError = (error: unknown): unknown => (error instanceof DomainError ? error.answer() : error);

/**
 * A race the code below did not turn into a domain answer is still a normal outcome, never a 500: a
 * condition that failed means the thing changed meanwhile (409), contention means busy (503, retry), as does a
 * service that stayed throttled, unavailable or silent through the SDK's retries.
 */
function raceAnswer(error: unknown): HttpError | undefined {
  if (!(error instanceof Error)) return undefined;
  const codes = cancellationCodesOf(error);
  if (isBusyServiceError(error) || codes.includes('TransactionConflict') || codes.includes('ThrottlingError'))
    return new ServiceUnavailableError(HTTP_MESSAGES.busy, 1);
  if (error.name === 'ConditionalCheckFailedException' || codes.includes('ConditionalCheckFailed'))
    return new ConflictError(HTTP_MESSAGES.changedMeanwhile);
  return undefined;
}

function cancellationCodesOf(error: Error): (string | undefined)[] {
  if (error.name !== 'TransactionCanceledException') return [];
  return ((error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []).map((reason) => reason.Code);
}

export function errorResponder(): MiddlewareObj<ApiEvent, ApiResult> {
  return {
    name: 'errorResponder',
    onError: (request) => {
      const requestId = request.context?.awsRequestId ?? request.event.requestContext?.requestId;
      const race = raceAnswer(request.error);
      if (race) {
        logger.warn('request lost a race', { requestId, routeKey: request.event.routeKey, error: String(request.error) });
      }
      const error = race ?? asHttpError(request.error);
      if (error instanceof HttpError && error.statusCode < 500) {
        request.response = json(error.statusCode, { message: error.message }, { headers: error.headers });
        return;
      }
      if (error instanceof HttpError) {
        logger.warn('request failed', { requestId, status: error.statusCode, error: error.message });
        request.response = json(error.statusCode, { message: error.message }, { headers: error.headers });
        return;
      }
      logger.error('unexpected error', {
        requestId,
        routeKey: request.event.routeKey,
        error: error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : String(error),
      });
      request.response = json(500, { message: HTTP_MESSAGES.internal, requestId });
    },
  };
}
