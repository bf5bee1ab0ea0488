/**
 * What a row of the route table is. Each group declares its own rows beside its handler
 * (functions/<group>/routes.ts), so a group's Lambda bundle holds only its own routes;
 * functions/route-table.ts composes them into the one table the stack, the local server and the OpenAPI
 * document read.
 *
 * auth:
 * - 'public'  anyone; a session, when the cookie carries one, is still loaded.
 * - 'session' a signed-in member; otherwise 401 { message: 'Unauthorized' }.
 * - 'apiKey'  a mobile app with an X-API-Key header, checked by the API-key authorizer before the
 *             function runs (API Gateway in the cloud, the local API adapter locally); a session cookie
 *             does not open these routes, and a key opens no other route.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type AuthKind = 'public' | 'session' | 'apiKey';
export type RouteGroup =
  | 'auth'
  | 'oauth'
  | 'account'
  | 'github-oidc'
  | 'photos'
  | 'uploads'
  | 'photo-changes'
  | 'restyle'
  | 'tribes'
  | 'social'
  | 'notifications'
  | 'content'
  | 'shares'
  | 'capsules'
  | 'mobile'
  | 'openapi';

export interface Route {
  method: HttpMethod;
  /** API Gateway path syntax: `/api/photos/{id}`. */
  path: string;
  group: RouteGroup;
  auth: AuthKind;
}

/** `GET /api/photos/{id}`: API Gateway's route key, and the key of a group's operations. */
export type RouteKey = `${HttpMethod} /api/${string}`;

export const routeKey = (r: Pick<Route, 'method' | 'path'>): string => `${r.method} ${r.path}`;

/** A group's rows, written as route key to auth kind, in the table's order. */
export function groupRoutes(group: RouteGroup, rows: Record<RouteKey, AuthKind>): readonly Route[] {
  return Object.entries(rows).map(([key, auth]) => {
    const [method, path] = key.split(' ') as [HttpMethod, string];
    return { method, path, group, auth };
  });
}
