import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { getMyTribes, myTribesQueryOptions, toTribeOptions } from '@/lib/tribes';
import { makeTribe } from '../features/upload/upload-support';
import { mockFetch } from '../utils';

describe('my tribes', () => {
  it('reads GET /api/tribes under the key ["tribes"], parsed with the shared schema', async () => {
    const family = makeTribe();
    const api = mockFetch({ 'GET /api/tribes': { body: [family] } });

    const tribes = await createQueryClient().fetchQuery(myTribesQueryOptions());

    expect(myTribesQueryOptions().queryKey).toEqual(['tribes']);
    expect(tribes).toEqual([family]);
    expect(api.callsTo('GET', '/api/tribes')[0]!.init?.credentials).toBe('include');
  });

  it('reads a 404 (the call does not exist yet) as no tribes', async () => {
    mockFetch({ 'GET /api/tribes': { status: 404, body: { message: 'Not found' } } });

    await expect(getMyTribes()).resolves.toEqual([]);
  });

  it('lets any other failure through as an error', async () => {
    mockFetch({ 'GET /api/tribes': { status: 500, body: { message: 'Something went wrong. Please try again.' } } });

    const failure = await getMyTribes().catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(500);
  });

  it('offers only the tribes the member owns, as {id, name, type, memberCount}', () => {
    const options = toTribeOptions([
      makeTribe({ id: 't-1', name: 'Family', type: 'family', memberCount: 3 }),
      makeTribe({ id: 't-2', name: 'Their club', type: 'custom', role: 'member' }),
      makeTribe({ id: 't-3', name: 'Work', type: 'colleagues', memberCount: 0 }),
    ]);

    expect(options).toEqual([
      { id: 't-1', name: 'Family', type: 'family', memberCount: 3 },
      { id: 't-3', name: 'Work', type: 'colleagues', memberCount: 0 },
    ]);
  });
});
