/**
 * The one route table: every API endpoint, the Lambda group that serves it and how it is authorised
 * (functions/lib/http/route.ts says what a row is). The CDK stack creates the API Gateway routes from
 * it, the local server routes from it and the OpenAPI document lists it. Each group declares its rows
 * beside its handler (functions/<group>/routes.ts), so a group's Lambda bundle holds only its own;
 * adding an endpoint is one line there plus an operation in the group's handler.
 */
import { ACCOUNT_ROUTES } from './account/routes';
import { AUTH_ROUTES } from './auth/routes';
import { CAPSULES_ROUTES } from './capsules/routes';
import { CONTENT_ROUTES } from './content/routes';
import { GITHUB_OIDC_ROUTES } from './github-oidc/routes';
import type { Route, RouteGroup } from './lib/http/route';
import { MOBILE_ROUTES } from './mobile/routes';
import { NOTIFICATIONS_ROUTES } from './notifications/routes';
import { OAUTH_ROUTES } from './oauth/routes';
import { OPENAPI_ROUTES } from './openapi/routes';
import { PHOTO_CHANGES_ROUTES } from './photo-changes/routes';
import { PHOTOS_ROUTES } from './photos/routes';
import { RESTYLE_ROUTES } from './restyle/routes';
import { SHARES_ROUTES } from './shares/routes';
import { SOCIAL_ROUTES } from './social/routes';
import { TRIBES_ROUTES } from './tribes/routes';
import { UPLOADS_ROUTES } from './uploads/routes';

export { routeKey, type AuthKind, type HttpMethod, type Route, type RouteGroup } from './lib/http/route';

export const routes: readonly Route[] = [
  ...AUTH_ROUTES,
  ...OAUTH_ROUTES,
  ...ACCOUNT_ROUTES,
  ...GITHUB_OIDC_ROUTES,
  ...PHOTOS_ROUTES,
  ...UPLOADS_ROUTES,
  ...PHOTO_CHANGES_ROUTES,
  ...RESTYLE_ROUTES,
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
 * Groups whose cloud entry differs from the handler.ts local mode and the tests load: openapi serves the
 * document computed at bundle time, restyle asks Bedrock only (each bundled-handler.ts says why).
 */
const BUNDLED_ENTRY_GROUPS: ReadonlySet<string> = new Set<RouteGroup>(['openapi', 'restyle']);

/** The entry file the stack bundles for a group's Lambda, relative to the repository root. */
export const groupEntry = (group: RouteGroup | 'analysis' | 'authorizer'): string =>
  `functions/${group}/${BUNDLED_ENTRY_GROUPS.has(group) ? 'bundled-handler' : 'handler'}.ts`;
