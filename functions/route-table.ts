/**
 * The one route table: every API endpoint, the Lambda group that serves it and how it is authorised
 * (functions/lib/http/route.ts says what a row is). The CDK stack creates the API Gateway routes from
 * it, the local server routes from it and the OpenAPI document lists it. Each group declares its rows
 * beside its handler (functions/<group>/routes.ts), so a group's Lambda bundle holds only its own;
 * adding an endpoint is one line there plus an operation in the group's handler.
 */
import { AUTH_ROUTES } from './auth/routes';
import { CAPSULES_ROUTES } from './capsules/routes';
import { CONTENT_ROUTES } from './content/routes';
import { GITHUB_OIDC_ROUTES } from './github-oidc/routes';
import type { Route, RouteGroup } from './lib/http/route';
import { MOBILE_ROUTES } from './mobile/routes';
import { NOTIFICATIONS_ROUTES } from './notifications/routes';
import { OPENAPI_ROUTES } from './openapi/routes';
import { PHOTOS_ROUTES } from './photos/routes';
import { SHARES_ROUTES } from './shares/routes';
import { SOCIAL_ROUTES } from './social/routes';
import { TRIBES_ROUTES } from './tribes/routes';

export { routeKey, type AuthKind, type HttpMethod, type Route, type RouteGroup } from './lib/http/route';

export const routes: readonly Route[] = [
  ...AUTH_ROUTES,
  ...GITHUB_OIDC_ROUTES,
  ...PHOTOS_ROUTES,
  ...SOCIAL_ROUTES,
  ...TRIBES_ROUTES,
  ...NOTIFICATIONS_ROUTES,
  ...CONTENT_ROUTES,
  ...SHARES_ROUTES,
  ...CAPSULES_ROUTES,
  ...MOBILE_ROUTES,
  ...OPENAPI_ROUTES,
];

export const routeGroups = (): RouteGroup[] => [...new Set(routes.map((r) => r.group))];

/**
 * The entry file the stack bundles for a group's Lambda, relative to the repository root. The openapi
 * group's cloud entry serves the document computed at bundle time (functions/openapi/bundled-handler.ts);
 * local mode loads every group's handler.ts.
 */
export const groupEntry = (group: RouteGroup | 'analysis' | 'authorizer'): string =>
  group === 'openapi' ? 'functions/openapi/bundled-handler.ts' : `functions/${group}/handler.ts`;
