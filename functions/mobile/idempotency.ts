/**
 * Idempotent mobile uploads (Powertools Idempotency): a request carrying an Idempotency-Key header gets,
 * for 24 hours, the answer of the first request with that header from the same API key. The first
 * request claims the header and does the work; a retry of a finished one replays its answer. A retry
 * while the first is still in flight waits a few seconds for that answer (a phone on a flaky network
 * sends its retries in a burst, and each should get the photo, not an error), then answers 409. Work
 * that fails gives the claim back, so a retry redoes it.
 */
import {
  IdempotencyAlreadyInProgressError,
  IdempotencyConfig,
  IdempotencyInconsistentStateError,
  IdempotencyItemNotFoundError,
  IdempotencyValidationError,
  makeIdempotent,
} from '@aws-lambda-powertools/idempotency';
import type { Context } from 'aws-lambda';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_TTL_HOURS } from '../../shared/constants';
import { API_KEY_MESSAGES } from '../../shared/messages/api-key';
import { IDEMPOTENCY_SCOPE, idempotencyStore } from '../data/table/idempotency';
import { BadRequestError, ConflictError } from '../kernel/errors';
import { header } from '../lib/http/request';
import type { ApiEvent, ApiResult } from '../lib/http/types';

/** Printable ASCII without spaces, as clients send UUIDs or similar tokens. */
const REQUEST_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/** How long a retry waits for the first request's answer before answering 409. */
const WAIT_MS = 8_000;
const POLL_MS = 100;
export const REPLAYED_HEADER = 'idempotent-replayed';

/** What identifies a request (key id and header) and what must match on a retry (the route). */
interface IdempotentRequest {
  keyId: string;
  requestKey: string;
  routeKey: string;
}

/** The answer as stored: JSON only, headers as text. */
interface StoredAnswer {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

/** A retry of this kind finds the first request unfinished, or gone between two reads: ask again. */
const isStillOpen = (error: unknown) =>
  error instanceof IdempotencyAlreadyInProgressError ||
  error instanceof IdempotencyItemNotFoundError ||
  error instanceof IdempotencyInconsistentStateError;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function configFor(lambda: Context): IdempotencyConfig {
  const config = new IdempotencyConfig({
    eventKeyJmesPath: '[keyId, requestKey]',
    payloadValidationJmesPath: 'routeKey',
    expiresAfterSeconds: IDEMPOTENCY_TTL_HOURS * 60 * 60,
    hashFunction: 'sha256',
    responseHook: (answer) => {
      const stored = answer as unknown as StoredAnswer;
      return { ...stored, headers: { ...stored.headers, [REPLAYED_HEADER]: 'true' } };
    },
  });
  // A claim whose Lambda timed out or crashed is taken over once that Lambda's time is up.
  config.registerLambdaContext(lambda);
  return config;
}

const toStoredAnswer = (result: ApiResult): StoredAnswer => ({
  statusCode: result.statusCode ?? 200,
  headers: Object.fromEntries(Object.entries(result.headers ?? {}).map(([name, value]) => [name, String(value)])),
  body: result.body ?? '',
});

export async function withIdempotency(
  event: ApiEvent,
  keyId: string,
  lambda: Context,
  work: () => Promise<ApiResult>,
): Promise<ApiResult> {
  const requestKey = header(event, IDEMPOTENCY_HEADER);
  if (requestKey === undefined) return work();
  if (!REQUEST_KEY_PATTERN.test(requestKey)) throw new BadRequestError(API_KEY_MESSAGES.idempotencyKeyInvalid);

  const once = makeIdempotent(async (_request: IdempotentRequest) => toStoredAnswer(await work()), {
    persistenceStore: idempotencyStore(keyId),
    config: configFor(lambda),
    keyPrefix: IDEMPOTENCY_SCOPE,
  });
  const request: IdempotentRequest = { keyId, requestKey, routeKey: event.routeKey };
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    try {
      return await once(request);
    } catch (error) {
      if (error instanceof IdempotencyValidationError) throw new BadRequestError(API_KEY_MESSAGES.idempotencyKeyReused);
      if (!isStillOpen(error)) throw error;
      if (Date.now() >= deadline) throw new ConflictError(API_KEY_MESSAGES.idempotencyInProgress);
      await sleep(POLL_MS);
    }
  }
}
