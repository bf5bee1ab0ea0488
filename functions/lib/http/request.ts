/** Reading a request: JSON bodies and query strings through shared zod schemas, cookies, path parameters. */
import type * as z from '../../../shared/zod';
import { MAX_JSON_BODY_BYTES, MAX_JSON_DEPTH } from '../../../shared/constants';
import { jsonTextTooDeep } from '../../../shared/json-depth';
import { HTTP_MESSAGES } from '../../../shared/messages/http';
import { BadRequestError, NotFoundError, PayloadTooLargeError } from '../../kernel/errors';
import { decodePathSegment } from './path-params';
import type { ApiEvent } from './types';

function firstIssueMessage(error: z.core.$ZodError): string {
  return error.issues[0]?.message ?? 'Invalid request';
}

export function parseWith<S extends z.ZodMiniType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new BadRequestError(firstIssueMessage(result.error));
  return result.data;
}

/** The body's size in bytes, counted without decoding it. */
function bodyBytes(event: ApiEvent): number {
  if (!event.body) return 0;
  return event.isBase64Encoded ? Math.floor((event.body.length * 3) / 4) : Buffer.byteLength(event.body, 'utf8');
}

/** A JSON or form body over MAX_JSON_BODY_BYTES is refused (413) before it is decoded or parsed. */
export function refuseOversizedBody(event: ApiEvent, maxBytes = MAX_JSON_BODY_BYTES): void {
  if (bodyBytes(event) > maxBytes) throw new PayloadTooLargeError(HTTP_MESSAGES.bodyTooLarge);
}

/** An absent body is read as `{}`, so the schema names the missing fields; an oversized one is a 413, one nested over MAX_JSON_DEPTH a 400. */
export function parseJsonBody<S extends z.ZodMiniType>(event: ApiEvent, schema: S, options: { maxBytes?: number } = {}): z.output<S> {
  refuseOversizedBody(event, options.maxBytes);
  const raw = event.body ? (event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body) : '';
  let input: unknown = {};
  if (raw.trim() !== '') {
    // Before parsing: nothing recursive (a schema, a marshaller, JSON.stringify) ever meets a deep body.
    if (jsonTextTooDeep(raw, MAX_JSON_DEPTH)) throw new BadRequestError(HTTP_MESSAGES.bodyTooDeep);
    try {
      input = JSON.parse(raw);
    } catch {
      throw new BadRequestError(HTTP_MESSAGES.invalidBody);
    }
    // Every body of ours is an object: null, a list or a bare value gets the same clear message.
    if (typeof input !== 'object' || input === null || Array.isArray(input)) throw new BadRequestError(HTTP_MESSAGES.bodyNotObject);
  }
  return parseWith(schema, input);
}

export function parseQuery<S extends z.ZodMiniType>(event: ApiEvent, schema: S): z.output<S> {
  return parseWith(schema, event.queryStringParameters ?? {});
}

/** The parameter decoded (its shape is checked for every route by the group handler, path-params.ts). */
export function pathParam(event: ApiEvent, name: string): string {
  const value = event.pathParameters?.[name];
  const decoded = value ? decodePathSegment(value) : null;
  if (!decoded) throw new NotFoundError();
  return decoded;
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
