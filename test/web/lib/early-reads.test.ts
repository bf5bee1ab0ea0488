import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCurrentWeeklyFeatureAhead } from '@/features/weekly-feature/api/read-ahead';
import { ApiError, apiGet } from '@/lib/api-client';
import { startRead, takeStartedRead } from '@/lib/early-reads';
import { mockFetch } from '../utils';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
});

describe('reads started ahead of their code', () => {
  it('are taken by the first apiGet of the path instead of asking again; the next one asks the server', async () => {
    const api = mockFetch({ 'GET /api/things': { body: [{ id: 'a' }] } });

    startRead('/api/things');
    const first = await apiGet('/api/things');
    const second = await apiGet('/api/things');

    expect(first).toEqual([{ id: 'a' }]);
    expect(second).toEqual([{ id: 'a' }]);
    expect(api.calls).toHaveLength(2);
    expect(api.calls[0]?.init?.credentials).toBe('include');
  });

  it('show an OK answer to the one that started it first, on a copy the reader still parses', async () => {
    mockFetch({ 'GET /api/things': { body: { name: 'x' } } });
    const order: string[] = [];

    startRead('/api/things', async (copy) => {
      order.push(`look ${JSON.stringify(await copy.json())}`);
    });
    const read = await apiGet('/api/things');
    order.push(`read ${JSON.stringify(read)}`);

    expect(order).toEqual(['look {"name":"x"}', 'read {"name":"x"}']);
  });

  it('keep the answer of a look that fails, and hand a failed answer to the reader, unlooked at', async () => {
    mockFetch({ 'GET /api/broken': { status: 500, body: { message: 'Down' } }, 'GET /api/things': { body: { name: 'x' } } });
    const look = vi.fn(() => Promise.reject(new Error('look failed')));

    startRead('/api/things', look);
    startRead('/api/broken', look);

    expect(await apiGet('/api/things')).toEqual({ name: 'x' });
    const error = await apiGet('/api/broken').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).serverMessage).toBe('Down');
    expect(look).toHaveBeenCalledTimes(1);
  });

  it('drop an answer nobody took within ten seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    mockFetch({ 'GET /api/things': { body: [] } });

    startRead('/api/things');
    vi.setSystemTime(Date.now() + 10_001);

    expect(takeStartedRead('/api/things')).toBeUndefined();
  });
});

describe("the week's feature read ahead", () => {
  it('starts downloading its photo, at high priority, as soon as the answer names it', async () => {
    const photoUrl = '/media/photos/p1/display.webp?Signature=s';
    mockFetch({ 'GET /api/weekly-features/current': { body: { photo: { photoUrl } } } });

    readCurrentWeeklyFeatureAhead();
    await flush();
    await flush();

    const link = document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]');
    expect(link?.getAttribute('href')).toBe(photoUrl);
    expect(link?.getAttribute('fetchpriority')).toBe('high');
    expect(takeStartedRead('/api/weekly-features/current')).toBeDefined();
  });

  it('preloads nothing when the week has no feature', async () => {
    mockFetch({ 'GET /api/weekly-features/current': { body: 'null' } });

    readCurrentWeeklyFeatureAhead();
    await (takeStartedRead('/api/weekly-features/current') as Promise<Response>);

    expect(document.head.querySelector('link[rel="preload"][as="image"]')).toBeNull();
  });
});
