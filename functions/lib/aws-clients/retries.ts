/**
 * The SDK's standard retry, which the SES and Bedrock clients applied to every call and their signed
 * requests keep: up to 3 attempts; another after a throttle (429 or a throttling code) or a transient
 * fault (500, 502, 503, 504, a timeout code, a model still loading, a connection that failed), never
 * after a refusal. Each wait is random up to base x 2^n, capped at 20 s, with the bases of
 * @smithy/core's retry strategy: 50 ms, or 1 s after a throttle.
 */
import type { AwsError } from './aws-error';
import { sendSigned, type AwsAccess, type SignedRequest } from './sigv4';

export interface RetryPolicy {
  attempts: number;
  /** Waits between attempts; tests pass one that returns at once and records the wait. */
  sleep: (ms: number) => Promise<void>;
}

export const STANDARD_RETRY: RetryPolicy = {
  attempts: 3,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

const THROTTLING_CODES = new Set([
  'BandwidthLimitExceeded',
  'LimitExceededException',
  'PriorRequestNotComplete',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'RequestThrottled',
  'RequestThrottledException',
  'SlowDown',
  'ThrottledException',
  'Throttling',
  'ThrottlingException',
  'TooManyRequestsException',
  'TransactionInProgressException',
]);
/** Timeout codes, and Bedrock's ModelNotReadyException, which its model marks retryable. */
const TRANSIENT_CODES = new Set(['TimeoutError', 'RequestTimeout', 'RequestTimeoutException', 'ModelNotReadyException']);
const TRANSIENT_STATUSES = new Set([500, 502, 503, 504]);

type Retryable = 'throttling' | 'transient' | undefined;

function retryableAnswer(error: AwsError): Retryable {
  if (error.status === 429 || THROTTLING_CODES.has(error.name)) return 'throttling';
  if (TRANSIENT_STATUSES.has(error.status) || TRANSIENT_CODES.has(error.name)) return 'transient';
  return undefined;
}

/** Node's fetch rejects with this TypeError when the connection fails (reset, refused, timed out). */
const isConnectionFailure = (error: unknown) => error instanceof TypeError && error.message === 'fetch failed';

const MAX_WAIT_MS = 20_000;
const waitBefore = (retry: number, kind: 'throttling' | 'transient') =>
  Math.floor(Math.random() * Math.min((kind === 'throttling' ? 1000 : 50) * 2 ** retry, MAX_WAIT_MS));

/**
 * Sends the request until it succeeds or may not be tried again; an answer outside 2xx becomes the
 * service's error through `errorOf` (which reads the body), and the last failure is thrown.
 */
export async function sendWithRetries(
  access: AwsAccess,
  request: SignedRequest,
  errorOf: (response: Response) => Promise<AwsError>,
): Promise<Response> {
  const policy = access.retry ?? STANDARD_RETRY;
  for (let attempt = 1; ; attempt += 1) {
    let failure: unknown;
    let kind: Retryable;
    try {
      // Signed again each time: the signature carries the time it was made.
      const response = await sendSigned(access, request);
      if (response.ok) return response;
      failure = await errorOf(response);
      kind = retryableAnswer(failure as AwsError);
    } catch (error) {
      failure = error;
      kind = isConnectionFailure(error) ? 'transient' : undefined;
    }
    if (!kind || attempt >= policy.attempts) throw failure;
    await policy.sleep(waitBefore(attempt - 1, kind));
  }
}
