/**
 * The one route table: every API endpoint, the Lambda group that serves it and how it is authorised.
 * The CDK stack creates the API Gateway routes from it and the local server routes from it, so adding
 * an endpoint is one line here plus an operation in the group's handler.
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
  'auth' | 'github-oidc' | 'photos' | 'tribes' | 'social' | 'notifications' | 'content' | 'shares' | 'capsules' | 'mobile' | 'openapi';

export interface Route {
  method: HttpMethod;
  /** API Gateway path syntax: `/api/photos/{id}`. */
  path: string;
  group: RouteGroup;
  auth: AuthKind;
}

const route = (method: HttpMethod, path: string, group: RouteGroup, auth: AuthKind): Route => ({ method, path, group, auth });

export const routes: readonly Route[] = [
  route('GET', '/api/auth/user', 'auth', 'session'),
  route('POST', '/api/auth/signup', 'auth', 'public'),
  route('POST', '/api/auth/signin', 'auth', 'public'),
  route('POST', '/api/auth/logout', 'auth', 'public'),
  route('POST', '/api/auth/verify-email', 'auth', 'public'),
  route('POST', '/api/auth/resend-verification', 'auth', 'public'),
  route('POST', '/api/auth/forgot-password', 'auth', 'public'),
  route('POST', '/api/auth/reset-password', 'auth', 'public'),
  route('GET', '/api/auth/google', 'auth', 'public'),
  route('GET', '/api/auth/github', 'auth', 'public'),
  route('GET', '/api/auth/callback', 'auth', 'public'),
  // Settings (issue 14): the member's own account.
  route('PATCH', '/api/auth/user', 'auth', 'session'),
  route('DELETE', '/api/auth/user', 'auth', 'session'),
  route('PUT', '/api/auth/user/avatar', 'auth', 'session'),
  route('DELETE', '/api/auth/user/avatar', 'auth', 'session'),
  route('POST', '/api/auth/change-password', 'auth', 'session'),
  route('GET', '/api/oidc/github/.well-known/openid-configuration', 'github-oidc', 'public'),
  route('GET', '/api/oidc/github/authorize', 'github-oidc', 'public'),
  route('POST', '/api/oidc/github/token', 'github-oidc', 'public'),
  route('GET', '/api/oidc/github/userinfo', 'github-oidc', 'public'),
  route('GET', '/api/oidc/github/jwks', 'github-oidc', 'public'),

  route('POST', '/api/photos/uploads', 'photos', 'session'),
  route('POST', '/api/photos', 'photos', 'session'),
  route('GET', '/api/photos', 'photos', 'session'),
  // Public so the landing page can ask; visitors get an empty list (public means every member).
  route('GET', '/api/photos/trending', 'photos', 'public'),
  route('GET', '/api/photos/{id}', 'photos', 'session'),
  route('PATCH', '/api/photos/{id}/privacy', 'photos', 'session'),
  route('POST', '/api/photos/{id}/reanalyze', 'photos', 'session'),
  route('POST', '/api/photos/{id}/reanalyze/undo', 'photos', 'session'),
  route('DELETE', '/api/photos/{id}', 'photos', 'session'),
  route('GET', '/api/users/{userId}/photos', 'photos', 'session'),
  route('GET', '/api/photos/following', 'photos', 'session'),
  route('POST', '/api/photos/edit', 'photos', 'session'),
  route('POST', '/api/photos/edit/uploads', 'photos', 'session'),
  route('GET', '/api/photos/{id}/edit', 'photos', 'session'),
  route('GET', '/api/photos/search', 'photos', 'session'),
  // Issue 17: the All Public tab (public photos only), the profile's Liked and Following tabs.
  route('GET', '/api/photos/public', 'photos', 'session'),
  route('GET', '/api/users/{userId}/liked-photos', 'photos', 'session'),
  route('GET', '/api/users/{userId}/following', 'social', 'session'),

  route('GET', '/api/tribes', 'tribes', 'session'),
  route('POST', '/api/tribes', 'tribes', 'session'),
  route('PATCH', '/api/tribes/{tribeId}', 'tribes', 'session'),
  route('DELETE', '/api/tribes/{tribeId}', 'tribes', 'session'),
  route('POST', '/api/tribes/{tribeId}/members', 'tribes', 'session'),
  route('DELETE', '/api/tribes/{tribeId}/members/{memberId}', 'tribes', 'session'),
  route('GET', '/api/tribes/{tribeId}/photos', 'tribes', 'session'),
  route('GET', '/api/tribes/invitations', 'tribes', 'session'),
  route('POST', '/api/tribes/{tribeId}/accept', 'tribes', 'session'),
  route('POST', '/api/tribes/{tribeId}/decline', 'tribes', 'session'),

  route('POST', '/api/photos/{id}/likes', 'social', 'session'),
  route('POST', '/api/photos/{id}/dislikes', 'social', 'session'),
  route('GET', '/api/photos/{id}/comments', 'social', 'session'),
  route('POST', '/api/photos/{id}/comments', 'social', 'session'),
  route('GET', '/api/users/{userId}/profile', 'social', 'session'),
  route('POST', '/api/users/{userId}/follow', 'social', 'session'),
  route('DELETE', '/api/users/{userId}/follow', 'social', 'session'),

  route('GET', '/api/notifications', 'notifications', 'session'),
  route('GET', '/api/notifications/unread-count', 'notifications', 'session'),
  route('PATCH', '/api/notifications/{id}/read', 'notifications', 'session'),
  route('PATCH', '/api/notifications/read-all', 'notifications', 'session'),

  route('GET', '/api/announcements', 'content', 'public'),
  route('GET', '/api/weekly-features/current', 'content', 'session'),

  route('POST', '/api/silent-shares', 'shares', 'session'),
  route('GET', '/api/silent-shares', 'shares', 'session'),
  route('DELETE', '/api/silent-shares/{id}', 'shares', 'session'),
  // Public: the recipient of a private link needs no account.
  route('GET', '/api/shares/{link}', 'shares', 'public'),

  route('POST', '/api/memory-capsules', 'capsules', 'session'),
  route('GET', '/api/memory-capsules', 'capsules', 'session'),
  route('DELETE', '/api/memory-capsules/{id}', 'capsules', 'session'),

  // Mobile apps: keys are managed in the browser, the rest is called with a key.
  route('POST', '/api/mobile/generate-key', 'mobile', 'session'),
  route('GET', '/api/mobile/keys', 'mobile', 'session'),
  route('DELETE', '/api/mobile/keys/{id}', 'mobile', 'session'),
  route('GET', '/api/mobile/status', 'mobile', 'apiKey'),
  route('POST', '/api/mobile/upload', 'mobile', 'apiKey'),
  route('POST', '/api/mobile/uploads', 'mobile', 'apiKey'),

  route('GET', '/api/openapi.json', 'openapi', 'public'),
];

export const routeKey = (r: Pick<Route, 'method' | 'path'>): string => `${r.method} ${r.path}`;

export const routeGroups = (): RouteGroup[] => [...new Set(routes.map((r) => r.group))];

/** The entry file of a group's Lambda, relative to the repository root. */
export const groupEntry = (group: RouteGroup | 'analysis' | 'authorizer'): string => `functions/${group}/handler.ts`;
