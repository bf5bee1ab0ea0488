/** Helpers for the web tests: a fetch stub routed by "METHOD /path", and renderers with fresh providers. */
import { render } from '@testing-library/react';
import { StrictMode, type ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import type { PublicUser } from '@shared/schemas/user';
import { AppProvider } from '@/app/provider';
import { createAppRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';

export interface StubResponse {
  status?: number;
  /** An object is sent as JSON; a string as is. */
  body?: unknown;
  statusText?: string;
  /** Headers beside Content-Type, such as a list's X-Next-Cursor. */
  headers?: Record<string, string>;
}

export interface RecordedCall {
  method: string;
  path: string;
  url: string;
  body: unknown;
  init: RequestInit | undefined;
}

export type Handler = StubResponse | ((call: RecordedCall) => StubResponse | Promise<StubResponse>) | Error;

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

export function jsonResponse({ status = 200, body, statusText, headers = {} }: StubResponse): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(status === 204 ? null : text, {
    status,
    statusText: statusText ?? STATUS_TEXT[status] ?? '',
    headers: { 'Content-Type': typeof body === 'string' ? 'text/plain' : 'application/json', ...headers },
  });
}

/**
 * Replaces fetch: the one way web tests fake the API. Keys are "METHOD /path" (the query string is matched
 * when the key has one); a handler is an answer (which may carry headers), a function of the call giving
 * one, or an Error the fetch rejects with. A request nobody handles answers 404 { message: 'Not found' }.
 */
export function mockFetch(handlers: Record<string, Handler>) {
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
    if (handler instanceof Error) throw handler;
    const stub = typeof handler === 'function' ? await handler(call) : handler;
    return jsonResponse(stub);
  });
  vi.stubGlobal('fetch', fn);
  return { fn, calls, callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) };
}

export const SIGNED_OUT: StubResponse = { status: 401, body: { message: 'Unauthorized' } };

export function makeUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 'user-1',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    profileImageUrl: null,
    authProvider: 'email',
    emailVerified: true,
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The whole app at `path`, with a fresh QueryClient (retry off) and a memory router. */
export function renderApp(path: string, { strict = false }: { strict?: boolean } = {}) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  const tree = (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
  const result = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { ...result, router, queryClient };
}

/** One component inside the providers and a router (for components that link). */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const result = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router, queryClient };
}

/** The UTC date `days` from today, as a date input holds it (YYYY-MM-DD). */
export const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Texts of the toasts on screen. */
export const toastTexts = () => Array.from(document.querySelectorAll('[data-testid="toast"]')).map((el) => el.textContent ?? '');
