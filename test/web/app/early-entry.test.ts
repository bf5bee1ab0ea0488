import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_PATH } from '@/lib/session-path';
import { SIGNED_OUT, makeUser, mockFetch } from '../utils';

const startMemberHome = vi.hoisted(() => vi.fn());
vi.mock('@/app/routes/member-home-start', () => ({ startMemberHome }));

/** Runs the early entry afresh (it starts its read when it loads) and waits for its look at the answer. */
async function runEarlyEntry(): Promise<Response> {
  vi.resetModules();
  const { takeStartedRead: take } = await import('@/lib/early-reads');
  await import('@/early');
  return (await take(SESSION_PATH))!;
}

beforeEach(() => startMemberHome.mockReset().mockResolvedValue({}));
afterEach(() => window.history.replaceState(null, '', '/'));

describe('the early entry', () => {
  it("starts the member home with a member's session answer on the home page, and hands the answer on", async () => {
    const api = mockFetch({ [`GET ${SESSION_PATH}`]: { body: makeUser() } });

    const answer = await runEarlyEntry();

    expect(startMemberHome).toHaveBeenCalledTimes(1);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ id: 'user-1' });
    expect(api.callsTo('GET', SESSION_PATH)).toHaveLength(1);
  });

  it("starts nothing for a visitor, whose 401 the app's session check still reads", async () => {
    mockFetch({ [`GET ${SESSION_PATH}`]: SIGNED_OUT });

    const answer = await runEarlyEntry();

    expect(startMemberHome).not.toHaveBeenCalled();
    expect(answer.status).toBe(401);
  });

  it('starts nothing for a member on another page', async () => {
    window.history.replaceState(null, '', '/tribes');
    mockFetch({ [`GET ${SESSION_PATH}`]: { body: makeUser() } });

    const answer = await runEarlyEntry();

    expect(startMemberHome).not.toHaveBeenCalled();
    expect(answer.status).toBe(200);
  });
});
