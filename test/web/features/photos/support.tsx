/**
 * Photo fixtures and a fetch stub whose answers may carry headers (the lists' X-Next-Cursor), in the
 * style of test/web/utils.tsx's mockFetch.
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { vi } from 'vitest';
import type { Photo } from '@shared/schemas/photo';
import type { PublicUser } from '@shared/schemas/user';
import { AppProvider } from '@/app/provider';
import { currentUserQueryOptions } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, makeUser, type RecordedCall, type StubResponse } from '../../utils';

export const ME = makeUser({ id: 'user-1', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' });

export function makePhoto(overrides: Partial<Photo> = {}): Photo {
  const id = overrides.id ?? 'p-1';
  return {
    id,
    userId: 'user-2',
    title: `Sunset over the bay ${id}`,
    description: 'Golden light spills over calm water.',
    photoUrl: `/media/${id}/display.webp?sig=1`,
    thumbnailUrl: `/media/${id}/thumb.webp?sig=1`,
    originalUrl: null,
    placeholder: 'data:image/webp;base64,UklGRg==',
    width: 1600,
    height: 1200,
    style: 'witty',
    status: 'ready',
    views: 12,
    likes: 3,
    dislikes: 0,
    comments: 2,
    tags: ['sunset', 'sea'],
    mood: 'calm',
    primaryColors: ['#ff8800', '#223344'],
    isLiked: false,
    isDisliked: false,
    privacy: { visibility: 'public', allowedTribes: [], intent: 'memory' },
    user: { id: 'user-2', firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', profileImageUrl: null },
    tribeSpecificContent: {},
    sharedThrough: [],
    createdAt: '2025-03-03T10:00:00.000Z',
    updatedAt: '2025-03-03T10:00:00.000Z',
    ...overrides,
  };
}

/** A photo of the signed-in member (ME). */
export const myPhoto = (overrides: Partial<Photo> = {}) =>
  makePhoto({
    userId: ME.id,
    user: { id: ME.id, firstName: 'Ada', lastName: 'Lovelace', email: ME.email, profileImageUrl: null },
    ...overrides,
  });

export interface ApiStub extends StubResponse {
  headers?: Record<string, string>;
}
type Handler = ApiStub | ((call: RecordedCall) => ApiStub | Promise<ApiStub>);

/** Replaces fetch. Keys are "METHOD /path" (with the query string when the key has one); others answer 404. */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const parsed = new URL(url, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    const call: RecordedCall = { method, path: parsed.pathname, url, body, init };
    calls.push(call);
    const handler = handlers[`${method} ${parsed.pathname}${parsed.search}`] ?? handlers[`${method} ${parsed.pathname}`];
    if (handler === undefined) return jsonResponse({ status: 404, body: { message: 'Not found' } });
    const stub = typeof handler === 'function' ? await handler(call) : handler;
    const response = jsonResponse(stub);
    for (const [name, value] of Object.entries(stub.headers ?? {})) response.headers.set(name, value);
    return response;
  });
  vi.stubGlobal('fetch', fn);
  return { fn, calls, callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) };
}

/** Routes in a memory router at `path`, with fresh providers (a QueryClient with retry off). */
export function renderRoutes(routes: RouteObject[], path: string, { signedInAs }: { signedInAs?: PublicUser } = {}) {
  const queryClient = createQueryClient();
  // A member already known, so owner checks hold from the first render.
  if (signedInAs) queryClient.setQueryData(currentUserQueryOptions().queryKey, signedInAs);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router, queryClient };
}

/** One element at '/', plus a stand-in page at each other path it may link to. */
export const renderAt = (element: ReactElement, { signedInAs = ME }: { signedInAs?: PublicUser } = {}) =>
  renderRoutes(
    [
      { path: '/', element },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    '/',
    { signedInAs },
  );
