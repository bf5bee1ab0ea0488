/**
 * What a route group is: each group declares itself once, in functions/<group>/group.ts, with its routes
 * and what its function may touch. functions/api/route-table.ts lists the groups; the stack (routes, grants),
 * local mode, the OpenAPI document and the bundle benchmark read them from there, and the group's
 * handler.ts gives one operation per declared route key (createGroupHandler, checked by the compiler).
 * A declaration imports no operation, so reading every group (the stack, the openapi Lambda) loads none.
 * The functions no route reaches (the S3-triggered analysis, the API-key authorizer) declare themselves
 * the same way, with no routes, so the stack derives their grants and settings from the same fields.
 * A declaration's `jobs` are its scheduled jobs (functions/lib/jobs.ts).
 * Each route's declaration is its whole contract: its auth kind, and what the OpenAPI document says of it.
 *
 * auth:
 * - 'public'  anyone; a session, when the cookie carries one, is still loaded.
 * - 'session' a signed-in member; otherwise 401 { message: 'Unauthorized' }.
 * - 'apiKey'  a mobile app with an X-API-Key header, checked by the API-key authorizer before the
 *             function runs (API Gateway in the cloud, the local API adapter locally); a session cookie
 *             does not open these routes, and a key opens no other route.
 */
import type { JobTable } from '../jobs';
import type * as z from '../../../shared/zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type AuthKind = 'public' | 'session' | 'apiKey';

/** `GET /api/photos/{id}`: API Gateway's route key (path in its syntax), and the key of a group's operations. */
export type RouteKey = `${HttpMethod} /api/${string}`;

/**
 * What the OpenAPI document says of a route beyond its method, path and auth kind: the shared zod schemas
 * of its query, body and answer, its statuses and examples. The integration suite checks every answer it
 * receives against it, so a status or body the contract does not name fails a test.
 */
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
    /** No schema: an answer without a body (204, 302), or one whose shape the document leaves open. */
    schema?: z.ZodMiniType;
    example?: unknown;
    /** Response headers worth naming, with what they carry. */
    headers?: Record<string, string>;
  };
  /**
   * Other successful answers: a description alone answers `{message}` (a 202 whose work a job finishes);
   * with a schema, a body of its own (a save that makes a copy answers 201 where one in place answers 200).
   */
  alsoAnswers?: Record<number, string | { description: string; schema: z.ZodMiniType }>;
  /**
   * Error statuses besides those the auth kind, a body, path parameters and the shared middleware imply;
   * a description alone answers `{message}`, one with a schema a body of its own (an OAuth error).
   */
  errors?: Record<number, string | { description: string; schema: z.ZodMiniType }>;
}

/**
 * One route's contract. The auth kind is read on every request; the document's part is a function, because
 * every handler imports its group.ts: written as literals (and the schemas they put together) it would be
 * built at every cold start, where only the openapi Lambda's first request and the tests ever read it.
 */
export interface RouteContract {
  readonly auth: AuthKind;
  readonly doc: () => RouteDoc;
}

/**
 * What a group's function may touch beyond its configuration: the stack grants exactly this and nothing
 * more (least privilege), and the bundle benchmark's floor holds the SDK clients it implies.
 */
export interface GroupAccess {
  /**
   * Items of the table and its indexes; 'apiKeys' (the authorizer's) reads an API key by its hash and
   * records its use, on the API-key items only and nothing else of the table.
   */
  readonly table?: 'read' | 'readWrite' | 'apiKeys';
  /**
   * Photo objects in the media bucket. 'readWrite' writes only the inbox, profile pictures and data
   * exports; 'pipeline' (the analysis') writes the checked originals and derived images too.
   */
  readonly media?: 'read' | 'readWrite' | 'pipeline';
  /** Lists and deletes members' copies of their data (the exports folder only): taking their links back. */
  readonly sweepsDataExports?: true;
  /** Sends mail through SES. */
  readonly mail?: true;
  /**
   * Receives SES's bounce and complaint events (an EventBridge rule on the configuration set's events)
   * besides its routes, and records the addresses they suppress.
   */
  readonly mailFeedback?: true;
  /** Signs /media/* URLs, so it reads the media signing key (a secret). */
  readonly signsMedia?: true;
  /** Invokes the analysis model itself. */
  readonly model?: true;
  /** Runs the vision models (Bedrock's fallback): their wasm and weights are installed beside the bundle. */
  readonly visionModels?: true;
  /** Receives and deletes the failed analysis events waiting in the dead-letter queue (the reconcile redrives them). */
  readonly deadLetters?: true;
  /** The GitHub OIDC wrapper: Cognito's GitHub provider points at it; it reads the GitHub app's secret and its signing key. */
  readonly githubOidc?: true;
  /** Native packages installed beside the bundle for Lambda's platform, at package.json's version, e.g. `sharp`. */
  readonly nativeModules?: readonly string[];
}

export interface GroupDeclaration<Name extends string = string, Key extends RouteKey = RouteKey, Job extends string = string> {
  /** The folder under functions/ and the function's name in the stack. */
  readonly name: Name;
  readonly access: GroupAccess;
  /** Its scheduled jobs, by name: each runs in this function (functions/lib/jobs.ts). */
  readonly jobs?: JobTable<Job>;
  /** What its function needs beyond an API call's (a job that runs long). @default 15 s, 512 MB, 512 MB of /tmp */
  readonly runtime?: { readonly timeoutSeconds?: number; readonly memoryMb?: number; readonly ephemeralStorageMb?: number };
  /** Route key to its contract, in the order the table (and the OpenAPI document) lists them. */
  readonly routes: Readonly<Record<Key, RouteContract>>;
}

/** Keeps the literal name, route keys and job names, so handler.ts is checked against exactly these. */
export const declareGroup = <const Name extends string, Key extends RouteKey, Job extends string = never>(
  group: GroupDeclaration<Name, Key, Job>,
) => group;

/** One row of the route table. */
export interface Route {
  method: HttpMethod;
  /** API Gateway path syntax: `/api/photos/{id}`. */
  path: string;
  group: string;
  auth: AuthKind;
}

export const routeKey = (r: Pick<Route, 'method' | 'path'>): string => `${r.method} ${r.path}`;

/** A group's rows, in its declaration's order. */
export function routesOf(group: GroupDeclaration): Route[] {
  return Object.entries<RouteContract>(group.routes).map(([key, { auth }]) => {
    const [method, path] = key.split(' ') as [HttpMethod, string];
    return { method, path, group: group.name, auth };
  });
}

/** What the document says of the route `METHOD /path`, built now (each call builds it anew). */
export function routeDocOf(group: GroupDeclaration, key: string): RouteDoc | undefined {
  return (group.routes as Readonly<Record<string, RouteContract>>)[key]?.doc();
}
