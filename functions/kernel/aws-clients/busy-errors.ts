/**
 * Whether an AWS SDK error means the service was busy or unreachable rather than the request wrong: the
 * SDK has already retried it within its budget, so the caller answers 503 with Retry-After (nothing was
 * applied, or a repeat is harmless), never a 500. Failed conditions are not here: they are answers.
 */

/** Throttles, contention and timeouts, by the names DynamoDB, S3, SES, Bedrock and the SDK give them. */
const BUSY_ERRORS: ReadonlySet<string> = new Set([
  'TransactionConflictException',
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'TransactionInProgressException',
  'TooManyRequestsException',
  'SlowDown',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'ModelTimeoutException',
  'TimeoutError',
  'RequestTimeout',
  'RequestTimeoutException',
]);

export function isBusyServiceError(error: Error): boolean {
  // The function's own deadline (middy's early timeout, also a TimeoutError) is not a service's answer: the
  // work may still be running, so it stays an unexpected error, logged as one.
  if ((error.cause as { package?: string } | undefined)?.package === '@middy/core') return false;
  if (BUSY_ERRORS.has(error.name)) return true;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  // A service's own 5xx or 429 after the SDK's retries: busy too.
  return status === 429 || (status !== undefined && status >= 500);
}
