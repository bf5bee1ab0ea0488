import { describe, expect, it } from 'vitest';
import { publicUser } from '@shared/schemas/user';
import { ApiError, apiGet, apiMutate, errorMessage } from '@/lib/api-client';
import { getCurrentUser } from '@/lib/auth';
import { makeUser, mockFetch, SIGNED_OUT } from '../utils';

describe('api client', () => {
  it('throws an ApiError "{status}: {response text}" that keeps the status and the server message', async () => {
    // Prepare
    mockFetch({ 'POST /api/auth/signin': { status: 401, body: { message: 'Invalid email or password' } } });

    // Act
    const error = await apiMutate('POST', '/api/auth/signin', { body: { email: 'a@b.co', password: 'x' } }).catch((e: unknown) => e);

    // Assess
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe('401: {"message":"Invalid email or password"}');
    expect(apiError.status).toBe(401);
    expect(apiError.serverMessage).toBe('Invalid email or password');
    expect(errorMessage(apiError, 'fallback')).toBe('Invalid email or password');
  });

  it('uses the status text when the error body is empty, and has no server message then', async () => {
    mockFetch({ 'GET /api/photos/trending': { status: 500 } });

    const error = (await apiGet('/api/photos/trending').catch((e: unknown) => e)) as ApiError;

    expect(error.message).toBe('500: Internal Server Error');
    expect(error.serverMessage).toBeUndefined();
    expect(errorMessage(error, 'Something failed')).toBe('Something failed');
  });

  it('keeps a non-JSON error body as the message text', async () => {
    mockFetch({ 'GET /api/thing': { status: 502, body: 'Bad gateway from proxy' } });

    const error = (await apiGet('/api/thing').catch((e: unknown) => e)) as ApiError;

    expect(error.message).toBe('502: Bad gateway from proxy');
    expect(error.serverMessage).toBeUndefined();
  });

  it('sends cookies, and a JSON body with its content type only when there is a body', async () => {
    const api = mockFetch({
      'POST /api/auth/logout': { body: { message: 'Signed out' } },
      'POST /api/auth/signup': { status: 201, body: { message: 'ok' } },
    });

    await apiMutate('POST', '/api/auth/logout');
    await apiMutate('POST', '/api/auth/signup', { body: { email: 'a@b.co' } });

    const [logout, signup] = api.calls;
    expect(logout?.init?.credentials).toBe('include');
    expect(logout?.init?.body).toBeUndefined();
    expect((logout?.init?.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    expect(signup?.init?.credentials).toBe('include');
    expect(signup?.body).toEqual({ email: 'a@b.co' });
    expect((signup?.init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('GET: a 401 throws by default and resolves null when configured to return null', async () => {
    mockFetch({ 'GET /api/auth/user': SIGNED_OUT });

    const thrown = (await apiGet('/api/auth/user', { schema: publicUser }).catch((e: unknown) => e)) as ApiError;
    const returned = await apiGet('/api/auth/user', { schema: publicUser, on401: 'returnNull' });

    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown.status).toBe(401);
    expect(returned).toBeNull();
  });

  it('GET: parses the answer with the schema and includes cookies', async () => {
    const api = mockFetch({ 'GET /api/auth/user': { body: makeUser() } });

    const user = await apiGet('/api/auth/user', { schema: publicUser });

    expect(user.email).toBe('ada@example.com');
    expect(api.calls[0]?.init?.credentials).toBe('include');
  });

  it('the current user is null on 401 and "Failed to fetch user" on any other failure', async () => {
    mockFetch({ 'GET /api/auth/user': SIGNED_OUT });
    await expect(getCurrentUser()).resolves.toBeNull();

    mockFetch({ 'GET /api/auth/user': { status: 500, body: { message: 'boom' } } });
    await expect(getCurrentUser()).rejects.toThrow('Failed to fetch user');
  });
});
