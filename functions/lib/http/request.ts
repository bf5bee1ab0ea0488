/** Reading a request: JSON bodies and query strings through shared zod schemas, cookies, path parameters. */
import type { z } from 'zod';
import { VALIDATION } from '../../../shared/messages';
import { BadRequestError, NotFoundError } from '../errors';
import type { ApiEvent } from './types';

function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid request';
}

export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new BadRequestError(firstIssueMessage(result.error));
  return result.data;
}

/** An absent body is read as `{}`, so the schema names the missing fields. */
export function parseJsonBody<S extends z.ZodType>(event: ApiEvent, schema: S): z.output<S> {
  const raw = event.body ? (event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body) : '';
  let input: unknown = {};
  if (raw.trim() !== '') {
    try {
      input = JSON.parse(raw);
    } catch {
      throw new BadRequestError(VALIDATION.invalidBody);
    }
    // Every body of ours is an object: null, a list or a bare value gets the same clear message.
    if (typeof input !== 'object' || input === null || Array.isArray(input)) throw new BadRequestError(VALIDATION.bodyNotObject);
  }
  return parseWith(schema, input);
}

export function parseQuery<S extends z.ZodType>(event: ApiEvent, schema: S): z.output<S> {
  return parseWith(schema, event.queryStringParameters ?? {});
}

export function pathParam(event: ApiEvent, name: string): string {
  const value = event.pathParameters?.[name];
  if (!value) throw new NotFoundError();
  try {
    return decodeURIComponent(value);
  } catch {
    // A malformed escape (`%E0%A4%A`) names nothing: the same 404 as any unknown id.
    throw new NotFoundError();
  }
}

export function readCookie(event: ApiEvent, name: string): string | undefined {
  for (const cookie of event.cookies ?? []) {
    const eq = cookie.indexOf('=');
    if (eq > 0 && cookie.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(cookie.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export function header(event: ApiEvent, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(event.headers ?? {})) {
    if (key.toLowerCase() === wanted) return value;
  }
  return undefined;
}
