/** Response shapes: JSON with the right status, redirects, and the list cursor header. */
import { NEXT_CURSOR_HEADER } from '../../../shared/constants';
import type { ApiResult } from './types';

const SECURITY_HEADERS = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

export function json(
  statusCode: number,
  body: unknown,
  options: { cookies?: string[]; headers?: Record<string, string> } = {},
): ApiResult {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', ...SECURITY_HEADERS, ...options.headers },
    body: JSON.stringify(body),
    ...(options.cookies?.length ? { cookies: options.cookies } : {}),
  };
}

export const ok = (body: unknown, options?: Parameters<typeof json>[2]) => json(200, body, options);
export const created = (body: unknown, options?: Parameters<typeof json>[2]) => json(201, body, options);
/** Taken on, finished later in the background. */
export const accepted = (body: unknown, options?: Parameters<typeof json>[2]) => json(202, body, options);

export function noContent(options: { cookies?: string[] } = {}): ApiResult {
  return {
    statusCode: 204,
    headers: { ...SECURITY_HEADERS },
    body: '',
    ...(options.cookies?.length ? { cookies: options.cookies } : {}),
  };
}

/** A page of a list: the items as the body, the next page's cursor in a header. */
export function page(items: unknown[], nextCursor: string | null): ApiResult {
  return json(200, items, nextCursor ? { headers: { [NEXT_CURSOR_HEADER]: nextCursor } } : {});
}

export function redirect(location: string, cookies: string[] = []): ApiResult {
  return {
    statusCode: 302,
    headers: { location, ...SECURITY_HEADERS },
    body: '',
    ...(cookies.length ? { cookies } : {}),
  };
}
