/**
 * The last middleware: an HttpError (or a domain error, as the HttpError it stands for) becomes
 * `{ message }` with its status; anything else is logged with
 * the request id and answered 500 with a generic message, so internals never leak.
 */
import type { MiddlewareObj } from '@middy/core';
import { HTTP_MESSAGES } from '../../../../shared/messages/http';
import { DomainError, HttpError } from '../../errors';
import { logger } from '../../logger';
import { json } from '../respond';
import type { ApiEvent, ApiResult } from '../types';

/** The answer a domain error stands for; other errors are left as they are. */
const asHttpError = (error: unknown): unknown => (error instanceof DomainError ? error.answer() : error);

export function errorResponder(): MiddlewareObj<ApiEvent, ApiResult> {
  return {
    name: 'errorResponder',
    onError: (request) => {
      const error = asHttpError(request.error);
      const requestId = request.context?.awsRequestId ?? request.event.requestContext?.requestId;
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
