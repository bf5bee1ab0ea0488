/**
 * The one HTTP client of the app. The API lives at the same origin, so paths are
 * relative (`/api/...`); cookies always go along; mutations send JSON when there is a body; a non-OK
 * answer throws an ApiError whose message is '{status}: {response text or status text}'. No retries:
 * react-query is configured the same way.
 */
import type * as z from '@shared/zod';
import { takeStartedRead } from './early-reads';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The HTTP status of the answer. */
  readonly status: number;
  /** The `message` field of the JSON error body, when the server sent one. */
  readonly serverMessage: string | undefined;

  constructor(status: number, statusText: string, bodyText: string, serverMessage?: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

async function parseServerMessage(bodyText: string): Promise<string | undefined> {
  if (!bodyText) return undefined;
  try {
    const { errorBody } = await import('./deferred-schemas');
    const parsed = errorBody.safeParse(JSON.parse(bodyText));
    return parsed.success && parsed.data.message ? parsed.data.message : undefined;
  } catch {
    return undefined;
  }
}

/** The server message of an error when it has one, else the fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

export const isApiError = (error: unknown, status?: number): error is ApiError =>
  error instanceof ApiError && (status === undefined || error.status === status);

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions {
  /** Sent as JSON when defined. */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** Sends one request; resolves with the Response when it is OK, throws an ApiError otherwise. */
export async function apiRequest(method: Method, path: string, options: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const init: RequestInit = { method, credentials: 'include', headers, signal: options.signal };
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  const response = await fetch(path, init);
  await throwIfNotOk(response);
  return response;
}

/** Throws the ApiError of a non-OK answer, with the server's message when its body has one. */
export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  let text = '';
  try {
    text = await response.text();
  } catch {
    // An unreadable body still gives the status text.
  }
  throw new ApiError(response.status, response.statusText, text, await parseServerMessage(text));
}

/**
 * A schema, or a function that loads one (a dynamic import): what the entry chunk parses is loaded with
 * the first answer, so the landing page paints without zod (lib/deferred-schemas.ts).
 */
export type SchemaOrLoader<S extends z.ZodMiniType> = S | (() => Promise<S>);

/** Reads a JSON body (an empty body reads as undefined) and parses it with the schema when one is given. */
async function readBody<S extends z.ZodMiniType>(response: Response, schema?: SchemaOrLoader<S>): Promise<z.output<S> | unknown> {
  // A schema still to load starts loading with the body's download, not after it.
  const loading = typeof schema === 'function' ? schema() : schema;
  const text = await response.text();
  const data: unknown = text ? JSON.parse(text) : undefined;
  return loading ? (await loading).parse(data) : data;
}

interface GetOptions<S extends z.ZodMiniType> {
  schema?: SchemaOrLoader<S>;
  signal?: AbortSignal;
  /** 'returnNull': a 401 answer resolves with null instead of throwing (used for "who am I"). */
  on401?: 'throw' | 'returnNull';
}

/** The default data fetch: a GET of the query path, parsed with the schema. */
export async function apiGet<S extends z.ZodMiniType>(
  path: string,
  options: GetOptions<S> & { schema: SchemaOrLoader<S>; on401: 'returnNull' },
): Promise<z.output<S> | null>;
export async function apiGet<S extends z.ZodMiniType>(
  path: string,
  options: GetOptions<S> & { schema: SchemaOrLoader<S>; on401?: 'throw' },
): Promise<z.output<S>>;
export async function apiGet(path: string, options?: GetOptions<z.ZodMiniType>): Promise<unknown>;
export async function apiGet(path: string, options: GetOptions<z.ZodMiniType> = {}): Promise<unknown> {
  // A read the entry started ahead of this code (lib/early-reads.ts) is not asked for twice.
  const response = await (takeStartedRead(path) ??
    fetch(path, { method: 'GET', credentials: 'include', headers: { Accept: 'application/json' }, signal: options.signal }));
  if (options.on401 === 'returnNull' && response.status === 401) return null;
  await throwIfNotOk(response);
  return readBody(response, options.schema);
}

/** A mutation: sends the JSON body (when there is one) and parses the answer with the schema. */
export async function apiMutate<S extends z.ZodMiniType = z.ZodMiniUnknown>(
  method: Exclude<Method, 'GET'>,
  path: string,
  options: RequestOptions & { schema?: S } = {},
): Promise<z.output<S>> {
  const response = await apiRequest(method, path, options);
  return (await readBody(response, options.schema)) as z.output<S>;
}
