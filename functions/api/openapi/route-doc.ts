/**
 * What the OpenAPI document says about one route beyond the route table (which gives its method, path
 * and auth kind): the shared zod schemas of its query, body and answer, and examples. A route with no
 * RouteDoc still appears, with a generic description.
 */
import type * as z from '../../../shared/zod';

export interface RouteDoc {
  summary: string;
  description?: string;
  /** Query parameters, one per property. */
  query?: z.ZodMiniObject;
  body?: {
    schema: z.ZodMiniType;
    /** multipart/form-data bodies also carry the files named here. @default 'json' */
    encoding?: 'json' | 'multipart';
    files?: readonly string[];
    example?: unknown;
  };
  answer: {
    status: number;
    description: string;
    /** No schema: an answer without a body (204, 302). */
    schema?: z.ZodMiniType;
    example?: unknown;
    /** Response headers worth naming, with what they carry. */
    headers?: Record<string, string>;
  };
  /** Other successful answers, each `{message}` (a 202 whose work a job finishes). */
  alsoAnswers?: Record<number, string>;
  /** Error statuses besides those the auth kind and a body imply (401/403, 400), each `{message}`. */
  errors?: Record<number, string>;
}

export type RouteDocs = Readonly<Record<string, RouteDoc>>;
