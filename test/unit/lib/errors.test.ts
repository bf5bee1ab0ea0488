import { describe, expect, it } from 'vitest';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  GoneError,
  HttpError,
  NotFoundError,
  PayloadTooLargeError,
  ServiceUnavailableError,
  TooManyRequestsError,
  UnauthorizedError,
  UnsupportedMediaTypeError,
} from '../../../functions/kernel/errors';

describe('the HttpError family', () => {
  it.each([
    [new BadRequestError('bad'), 400, 'BadRequestError', 'bad'],
    [new UnauthorizedError(), 401, 'UnauthorizedError', 'Unauthorized'],
    [new ForbiddenError(), 403, 'ForbiddenError', 'Forbidden'],
    [new NotFoundError(), 404, 'NotFoundError', 'Not found'],
    [new ConflictError('taken'), 409, 'ConflictError', 'taken'],
    [new GoneError('expired'), 410, 'GoneError', 'expired'],
    [new PayloadTooLargeError('big'), 413, 'PayloadTooLargeError', 'big'],
    [new UnsupportedMediaTypeError('type'), 415, 'UnsupportedMediaTypeError', 'type'],
    [new TooManyRequestsError('slow', 1), 429, 'TooManyRequestsError', 'slow'],
    [new ServiceUnavailableError('down'), 503, 'ServiceUnavailableError', 'down'],
  ])('%s carries status %i, its class name and message', (error, status, name, message) => {
    // Assess
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toBeInstanceOf(Error);
    expect(error.statusCode).toBe(status);
    expect(error.name).toBe(name);
    expect(error.message).toBe(message);
  });
});

describe('TooManyRequestsError', () => {
  it.each([
    [90, '90'],
    [0.2, '1'],
    [0, '1'],
    [-3, '1'],
    [12.1, '13'],
  ])('sends Retry-After %s seconds as %s', (seconds, header) => {
    // Act
    const error = new TooManyRequestsError('slow', seconds);

    // Assess
    expect(error.headers).toEqual({ 'retry-after': header });
  });
});
