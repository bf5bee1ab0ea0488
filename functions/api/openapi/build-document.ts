/**
 * The OpenAPI 3.1 document, generated, never written by hand: every route a group declares becomes an
 * operation with its auth kind as security (the session cookie or the X-API-Key header), and its
 * contract's shared zod schemas become the parameters, bodies and answers (zod 4's JSON Schema output).
 * Every error answers `{message}`. The declaration is the only place a route's contract is written, so the
 * compiler refuses a route without one.
 */
import { API_KEY_HEADER, IDEMPOTENCY_HEADER, SESSION_COOKIE_NAME } from '../../../shared/constants';
import { errorBody } from '../../../shared/schemas/error';
import { type GroupDeclaration, type RouteDoc, routeDocOf } from '../../lib/http/route';
import { groups as declaredGroups, type Route, routeKey, routesOf } from '../route-table';
import { type JsonSchema, toSchema } from './json-schema';

export const OPENAPI_VERSION = '3.1.0';
const ERROR_REF = { $ref: '#/components/schemas/Error' };

const AUTH_ERRORS: Record<Route['auth'], Record<number, string>> = {
  public: {},
  session: { 401: 'Not signed in' },
  apiKey: {
    401: 'No X-API-Key header (answered by API Gateway)',
    403: 'The key is malformed, unknown, expired or deactivated (answered by API Gateway)',
  },
};
const SECURITY: Record<Route['auth'], Record<string, string[]>[]> = {
  // A public route still reads the session cookie when one is sent.
  public: [{}, { sessionCookie: [] }],
  session: [{ sessionCookie: [] }],
  apiKey: [{ apiKey: [] }],
};
const MOBILE_WRITES = new Set(['POST /api/mobile/upload', 'POST /api/mobile/uploads']);

const pathParameters = (path: string) =>
  [...path.matchAll(/\{([^}+]+)\+?\}/g)].map((match) => ({
    name: match[1]!,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));

function queryParameters(doc: RouteDoc) {
  if (!doc.query) return [];
  const schema = toSchema(doc.query, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    schema: property,
  }));
}

function requestBody(doc: RouteDoc) {
  if (!doc.body) return undefined;
  const schema = toSchema(doc.body.schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  const example = doc.body.example === undefined ? {} : { example: doc.body.example };
  if (doc.body.encoding !== 'multipart') return { required: true, content: { 'application/json': { schema, ...example } } };
  const files = doc.body.files ?? [];
  const withFiles = {
    ...schema,
    properties: {
      ...Object.fromEntries(files.map((name) => [name, { type: 'string', contentMediaType: 'application/octet-stream' }])),
      ...schema.properties,
    },
    required: [...files, ...(schema.required ?? [])],
  };
  return { required: true, content: { 'multipart/form-data': { schema: withFiles, ...example } } };
}

function responses(route: Route, doc: RouteDoc) {
  const { answer } = doc;
  const headers = answer.headers
    ? {
        headers: Object.fromEntries(
          Object.entries(answer.headers).map(([name, description]) => [name, { description, schema: { type: 'string' } }]),
        ),
      }
    : {};
  const content = answer.schema
    ? {
        content: {
          'application/json': {
            schema: toSchema(answer.schema, 'output'),
            ...(answer.example === undefined ? {} : { example: answer.example }),
          },
        },
      }
    : {};
  const invalid: Record<number, string> = doc.body || doc.query ? { 400: 'Invalid request: the message names the field' } : {};
  // What the shared middleware answers before the operation runs: a browser's mutation from another site,
  // a browser route called on the API host instead of through the site (origin-secret.ts), and a JSON body
  // over the limit parseJsonBody reads.
  const refusals = [
    ...(route.method === 'GET' ? [] : ['Cross-site request refused (a foreign Origin)']),
    ...(route.auth === 'apiKey' ? [] : ['Not made through the site (the API host called directly, without the origin secret)']),
  ];
  const crossSite: Record<number, string> = refusals.length ? { 403: refusals.join('; or ') } : {};
  const tooLarge: Record<number, string> = doc.body && doc.body.encoding !== 'multipart' ? { 413: 'Request body is too large' } : {};
  // A path parameter that cannot be one of our ids is a 404 before the operation runs (path-params.ts).
  const noSuch: Record<number, string> = /\{/.test(route.path) ? { 404: 'Not found' } : {};
  const errors: NonNullable<RouteDoc['errors']> = {
    ...invalid,
    ...crossSite,
    ...tooLarge,
    ...noSuch,
    ...AUTH_ERRORS[route.auth],
    ...doc.errors,
  };
  const messageAnswers = Object.fromEntries(
    Object.entries(doc.alsoAnswers ?? {}).map(([status, other]) => [
      status,
      typeof other === 'string'
        ? { description: other, content: { 'application/json': { schema: ERROR_REF } } }
        : { description: other.description, content: { 'application/json': { schema: toSchema(other.schema, 'output') } } },
    ]),
  );
  return {
    [String(answer.status)]: { description: answer.description, ...headers, ...content },
    ...messageAnswers,
    ...Object.fromEntries(
      Object.entries(errors).map(([status, error]) => [
        status,
        {
          description: typeof error === 'string' ? error : error.description,
          ...(status === '429'
            ? { headers: { 'Retry-After': { description: 'Seconds until a retry may pass', schema: { type: 'integer' } } } }
            : {}),
          content: { 'application/json': { schema: typeof error === 'string' ? ERROR_REF : toSchema(error.schema, 'output') } },
        },
      ]),
    ),
    default: { description: 'Any other error', content: { 'application/json': { schema: ERROR_REF } } },
  };
}

function operation(route: Route, doc: RouteDoc) {
  const key = routeKey(route);
  const idempotencyHeader = MOBILE_WRITES.has(key)
    ? [
        {
          name: IDEMPOTENCY_HEADER,
          in: 'header',
          required: false,
          description: 'Makes retries safe for 24 hours',
          schema: { type: 'string', minLength: 1, maxLength: 255 },
        },
      ]
    : [];
  const parameters = [...pathParameters(route.path), ...queryParameters(doc), ...idempotencyHeader];
  const body = requestBody(doc);
  return {
    operationId: key.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, ''),
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    tags: [route.group],
    security: SECURITY[route.auth],
    'x-auth': route.auth,
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: responses(route, doc),
  };
}

/** The document of the groups given (the route table's by default), each route's contract built now. */
export function buildOpenApiDocument(groups: readonly GroupDeclaration[] = declaredGroups) {
  const routes = groups.flatMap(routesOf);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const group of groups) {
    for (const route of routesOf(group)) {
      const doc = routeDocOf(group, routeKey(route))!;
      (paths[route.path] ??= {})[route.method.toLowerCase()] = operation(route, doc);
    }
  }
  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: 'Snifty Photos API',
      version: '1.0.0',
      description:
        'Generated from the route groups\' declarations (functions/<group>/group.ts) and the shared zod schemas. Browser routes use the session cookie; the mobile API uses an API key in the X-API-Key header (generate one at /api-keys). Every error answers `{"message": "..."}`.',
    },
    servers: [{ url: '/' }],
    tags: [...new Set(routes.map((r) => r.group))].map((name) => ({ name })),
    paths,
    components: {
      schemas: { Error: toSchema(errorBody, 'output') },
      securitySchemes: {
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE_NAME,
          description: 'The session cookie set by POST /api/auth/signin',
        },
        apiKey: {
          type: 'apiKey',
          in: 'header',
          name: API_KEY_HEADER,
          description: 'A mobile API key from /api-keys, checked by the API-key authorizer (answers cached 60 s per key)',
        },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
