/**
 * Errors as types: a handler throws one of these and the error responder turns it into
 * `{ message }` with the status. Anything else is a 500 with a generic message, logged with the request id.
 */
import { API_KEY_MESSAGES } from '../../shared/messages/api-key';
import { AUTH_MESSAGES } from '../../shared/messages/auth';
import { HTTP_MESSAGES } from '../../shared/messages/http';
import { TRIBE_MESSAGES } from '../../shared/messages/tribe';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Extra response headers, e.g. Retry-After on 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends HttpError {
  constructor(message: string) {
    super(400, message);
  }
}
export class UnauthorizedError extends HttpError {
  constructor(message = 'Unauthorized') {
    super(401, message);
  }
}
export class ForbiddenError extends HttpError {
  constructor(message = 'Forbidden') {
    super(403, message);
  }
}
export class NotFoundError extends HttpError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}
export class ConflictError extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}
export class GoneError extends HttpError {
  constructor(message: string) {
    super(410, message);
  }
}
export class PayloadTooLargeError extends HttpError {
  constructor(message: string) {
    super(413, message);
  }
}
export class UnsupportedMediaTypeError extends HttpError {
  constructor(message: string) {
    super(415, message);
  }
}
export class TooManyRequestsError extends HttpError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}
export class ServiceUnavailableError extends HttpError {
  constructor(message: string, retryAfterSeconds?: number) {
    super(
      503,
      message,
      retryAfterSeconds === undefined ? undefined : { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
    );
  }
}

/**
 * Domain errors: what went wrong, in the product's words, thrown below the HTTP layer (the data layer,
 * shared lib code). Operations let them through; the error responder sends the answer each one stands
 * for. Each names its own answer, so a Lambda bundle holds the texts of the errors its code can throw
 * and no others.
 */
export abstract class DomainError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }

  /** The answer this error stands for. */
  abstract answer(): HttpError;
}

/** The photo does not exist (any more), or the viewer may not see it: both answer the same 404. */
export class PhotoNotFoundError extends DomainError {
  constructor() {
    super('photo not found');
  }

  answer(): HttpError {
    return new NotFoundError(HTTP_MESSAGES.photoNotFound);
  }
}

/** The person is already a member (or an invited address) of the tribe. */
export class AlreadyMemberError extends DomainError {
  constructor() {
    super('already a member');
  }

  answer(): HttpError {
    return new ConflictError(TRIBE_MESSAGES.alreadyMember);
  }
}

/** An account with this email exists. */
export class EmailTakenError extends DomainError {
  constructor() {
    super('email taken');
  }

  answer(): HttpError {
    return new BadRequestError(AUTH_MESSAGES.accountExists);
  }
}

/** The member already has the most active API keys allowed. */
export class ApiKeyLimitError extends DomainError {
  constructor() {
    super('api key limit reached');
  }

  answer(): HttpError {
    return new BadRequestError(API_KEY_MESSAGES.tooManyKeys);
  }
}

/** The member generated the most API keys a day allows (deleted ones count). */
export class ApiKeyDailyLimitError extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super('api key creations limit reached');
  }

  answer(): HttpError {
    return new TooManyRequestsError(API_KEY_MESSAGES.tooManyKeysToday, this.retryAfterSeconds);
  }
}

/** No such API key of this member (another member's key reads the same). */
export class ApiKeyNotFoundError extends DomainError {
  constructor() {
    super('api key not found');
  }

  answer(): HttpError {
    return new NotFoundError(API_KEY_MESSAGES.notFound);
  }
}
