/**
 * The last middleware: an HttpError (or a domain error, as the HttpError it stands for) becomes
 * `{ message }` with its status; anything else is logged with
 * the request id and answered 500 with a generic message, so internals never leak.
 */
import type { MiddlewareObj } from '@middy/core';
import { API_KEY_MESSAGES, AUTH_MESSAGES, HTTP_MESSAGES, TRIBE_MESSAGES } from '../../../../shared/messages';
import {
  AlreadyMemberError,
  ApiKeyLimitError,
  ApiKeyNotFoundError,
  BadRequestError,
  ConflictError,
  EmailTakenError,
  HttpError,
  NotFoundError,
  PhotoNotFoundError,
} from '../../errors';
import { logger } from '../../logger';
import { json } from '../respond';
import type { ApiEvent, ApiResult } from '../types';

/** The answer each domain error stands for; other errors are left as they are. */
function asHttpError(error: unknown): unknown {
  if (error instanceof PhotoNotFoundError) return new NotFoundError(HTTP_MESSAGES.photoNotFound);
  if (error instanceof AlreadyMemberError) return new ConflictError(TRIBE_MESSAGES.alreadyMember);
  if (error instanceof EmailTakenError) return new BadRequestError(AUTH_MESSAGES.accountExists);
  if (error instanceof ApiKeyLimitError) return new BadRequestError(API_KEY_MESSAGES.tooManyKeys);
  if (error instanceof ApiKeyNotFoundError) return new NotFoundError(API_KEY_MESSAGES.notFound);
  return error;
}

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
        logger.warn('request failed', { requestId, status: error.statusCode, message: error.message });
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
