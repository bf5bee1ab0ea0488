/**
 * Counts the DynamoDB requests and round trips of the calls a test makes: the document client's send is
 * wrapped, and a request that starts after any earlier one has answered starts a new round trip
 * (requests that go out together share one). Install in a `beforeAll`, after the app started.
 */
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { expect, vi } from 'vitest';
import type { client } from './local-app';

type Client = ReturnType<typeof client>;

const counter = { requests: 0, roundTrips: 0, answeredInThisTrip: false };

export function countDynamoRequests(): void {
  const originalSend = DynamoDBDocumentClient.prototype.send;
  vi.spyOn(DynamoDBDocumentClient.prototype, 'send').mockImplementation(function (this: DynamoDBDocumentClient, ...args: any[]) {
    if (counter.roundTrips === 0 || counter.answeredInThisTrip) {
      counter.roundTrips += 1;
      counter.answeredInThisTrip = false;
    }
    counter.requests += 1;
    const sent = (originalSend as (...a: unknown[]) => Promise<unknown>).apply(this, args);
    return sent.finally(() => (counter.answeredInThisTrip = true)) as never;
  });
}

/**
 * The fewest round trips and the fewest requests of three calls: a scheduled job's read may fall into any call,
 * adding a request even to the call with the fewest round trips, so each is the least of the three on its own.
 */
export async function roundTrips(who: Client, path: string): Promise<{ roundTrips: number; requests: number }> {
  const runs: { roundTrips: number; requests: number }[] = [];
  for (let run = 0; run < 3; run += 1) {
    Object.assign(counter, { requests: 0, roundTrips: 0, answeredInThisTrip: false });
    const reply = await who.get(path);
    expect(reply.status).toBe(200);
    runs.push({ roundTrips: counter.roundTrips, requests: counter.requests });
  }
  return { roundTrips: Math.min(...runs.map((run) => run.roundTrips)), requests: Math.min(...runs.map((run) => run.requests)) };
}
