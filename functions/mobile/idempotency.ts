/**
 * Idempotent mobile uploads: a request carrying an Idempotency-Key header gets, for 24 hours, the answer
 * of the first request with that header from the same API key. The first request claims the header with
 * a conditional put and does the work; parallel retries wait for its answer and replay it, so a phone
 * retrying on a flaky network makes one photo. Work that fails gives the claim back, so a retry redoes it.
 */
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_TTL_HOURS } from '../../shared/constants';
import { API_KEY_MESSAGES } from '../../shared/messages/api-key';
import { claimIdempotency, getIdempotency, releaseIdempotency, storeIdempotentAnswer } from '../data/idempotency';
import { BadRequestError, ConflictError } from '../lib/errors';
import { header } from '../lib/http/request';
import type { ApiEvent, ApiResult } from '../lib/http/types';

/** Printable ASCII without spaces, as clients send UUIDs or similar tokens. */
const REQUEST_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const TTL_SECONDS = IDEMPOTENCY_TTL_HOURS * 60 * 60;
/** How long a retry waits for the first request's answer before answering 409. */
const WAIT_MS = 8_000;
const POLL_MS = 100;
export const REPLAYED_HEADER = 'idempotent-replayed';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

export async function withIdempotency(event: ApiEvent, keyId: string, work: () => Promise<ApiResult>): Promise<ApiResult> {
  const requestKey = header(event, IDEMPOTENCY_HEADER);
  if (requestKey === undefined) return work();
  if (!REQUEST_KEY_PATTERN.test(requestKey)) throw new BadRequestError(API_KEY_MESSAGES.idempotencyKeyInvalid);

  if (await claimIdempotency(keyId, requestKey, event.routeKey, TTL_SECONDS)) return doOnce(keyId, requestKey, work);
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    const first = await getIdempotency(keyId, requestKey);
    if (!first) {
      // The first request failed and gave the header back: this one does the work, unless another retry claims it first.
      if (await claimIdempotency(keyId, requestKey, event.routeKey, TTL_SECONDS)) return doOnce(keyId, requestKey, work);
      continue;
    }
    if (first.routeKey !== event.routeKey) throw new BadRequestError(API_KEY_MESSAGES.idempotencyKeyReused);
    if (first.answer) {
      return {
        statusCode: first.answer.statusCode,
        headers: { ...first.answer.headers, [REPLAYED_HEADER]: 'true' },
        body: first.answer.body,
      };
    }
    await sleep(POLL_MS);
  }
  throw new ConflictError(API_KEY_MESSAGES.idempotencyInProgress);
}

async function doOnce(keyId: string, requestKey: string, work: () => Promise<ApiResult>): Promise<ApiResult> {
  let result: ApiResult;
  try {
    result = await work();
  } catch (error) {
    await releaseIdempotency(keyId, requestKey);
    throw error;
  }
  const headers = Object.fromEntries(Object.entries(result.headers ?? {}).map(([name, value]) => [name, String(value)]));
  await storeIdempotentAnswer(keyId, requestKey, { statusCode: result.statusCode ?? 200, body: result.body ?? '', headers });
  return result;
}
