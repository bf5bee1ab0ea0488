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

  it.each([404, 500])('lets any failure through as an error, a 404 included (%i)', async (status) => {
    mockFetch({ 'GET /api/tribes': { status, body: { message: 'Something went wrong. Please try again.' } } });

    const failure = await getMyTribes().catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(status);
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
