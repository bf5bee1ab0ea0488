/**
 * Path parameters are checked at the edge, once, for every route of the route table: each must be
 * well-formed percent-encoding and have the shape of our ids, or the request answers 404 before any
 * operation or table read sees it (a 3000-character id would otherwise reach DynamoDB's key-size limit
 * and answer 500). A route whose parameter is not an id names its shape in PARAM_SHAPES.
 */
import { NotFoundError } from '../../kernel/errors';
import type { ApiEvent } from './types';

/** A ULID (Crockford base 32, 26 characters), or a typed tribe's `<owner ULID>-<type>`. */
export const ID_SHAPE = /^[0-9A-HJKMNP-TV-Z]{26}(?:-[a-z_]{1,20})?$/;

/** Shapes of parameters that are not (only) ids, by parameter name. */
const PARAM_SHAPES: Readonly<Record<string, RegExp>> = {
  // A share link: random bytes in base64url (43 characters today; a little room either way).
  link: /^[A-Za-z0-9_-]{20,100}$/,
  // A signed-in session as Settings lists it: the start of its stored hash (functions/data/members/sessions.ts).
  sessionId: /^[0-9a-f]{32}$/,
  // A tribe member: a member's id, or the address of a pending invitation (at most 255 characters).
  memberId: new RegExp(`${ID_SHAPE.source}|^[^\\s/@]{1,64}@[^\\s/@]{1,190}$`),
};

/** The parameter decoded, or null when its percent-encoding is malformed (`%E0%A4%A`). */
export function decodePathSegment(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** Whether the decoded value has the shape the parameter requires. */
export function hasParamShape(name: string, value: string): boolean {
  return (PARAM_SHAPES[name] ?? ID_SHAPE).test(value);
}

/** The route's path parameters, decoded; NotFoundError for a missing, malformed or misshapen one. */
export function checkedPathParams(event: ApiEvent, routePath: string): Record<string, string> {
  const names = [...routePath.matchAll(/\{([^}+]+)\+?\}/g)].map((m) => m[1]!);
  const checked: Record<string, string> = {};
  for (const name of names) {
    const raw = event.pathParameters?.[name];
    const value = raw === undefined ? null : decodePathSegment(raw);
    if (value === null || !hasParamShape(name, value)) throw new NotFoundError();
    checked[name] = value;
  }
  return checked;
}
