/**
 * The one route table: every route group (functions/<group>/group.ts declares its routes and what its
 * function may touch), in the order the API and its OpenAPI document list them. The CDK stack creates
 * the API Gateway routes and grants from it, the local server routes from it and the OpenAPI document
 * lists it. No group's handler imports this file, so a group's Lambda bundle holds only its own
 * operations. Adding a group is its folder (group.ts, handler.ts, operations) and its line below.
 */
import { ACCOUNT_GROUP } from '../account/group';
import { ANALYSIS_GROUP } from '../analysis/group';
import { AUTH_GROUP } from '../auth/group';
import { AUTHORIZER_GROUP } from '../authorizer/group';
import { CAPSULES_GROUP } from '../capsules/group';
import { CONTENT_GROUP } from '../content/group';
import { DATA_EXPORT_GROUP } from '../data-export/group';
import { GITHUB_OIDC_GROUP } from '../github-oidc/group';
import { type Route, routesOf } from '../lib/http/route';
import { declaredJobs, type JobNameOf } from '../lib/jobs';
import { MOBILE_GROUP } from '../mobile/group';
import { NOTIFICATIONS_GROUP } from '../notifications/group';
import { OAUTH_GROUP } from '../oauth/group';
import { OPENAPI_GROUP } from './openapi-group';
import { PHOTO_CHANGES_GROUP } from '../photo-changes/group';
import { PHOTO_EDITS_GROUP } from '../photo-edits/group';
import { PHOTOS_GROUP } from '../photos/group';
import { SHARES_GROUP } from '../shares/group';
import { SOCIAL_GROUP } from '../social/group';
import { TRIBES_GROUP } from '../tribes/group';
import { UPLOADS_GROUP } from '../uploads/group';

export {
  declareGroup,
  routeKey,
  routesOf,
  type AuthKind,
  type GroupAccess,
  type GroupDeclaration,
  type HttpMethod,
  type Route,
} from '../lib/http/route';

export const groups = [
  AUTH_GROUP,
  OAUTH_GROUP,
  ACCOUNT_GROUP,
  DATA_EXPORT_GROUP,
  GITHUB_OIDC_GROUP,
  PHOTOS_GROUP,
  UPLOADS_GROUP,
  PHOTO_EDITS_GROUP,
  PHOTO_CHANGES_GROUP,
  SOCIAL_GROUP,
  TRIBES_GROUP,
  NOTIFICATIONS_GROUP,
  CONTENT_GROUP,
  SHARES_GROUP,
  CAPSULES_GROUP,
  MOBILE_GROUP,
  OPENAPI_GROUP,
] as const;

export type RouteGroup = (typeof groups)[number]['name'];

export const routes: readonly Route[] = groups.flatMap(routesOf);

export const routeGroups = (): RouteGroup[] => groups.map((g) => g.name);

/** A group's declaration by its name. */
export const groupNamed = (name: string) => groups.find((g) => g.name === name);

/**
 * The functions no route reaches, declared like the groups (with no routes): the S3-triggered analysis
 * and the API-key authorizer (which the stack creates only when some route is 'apiKey').
 */
export const routelessGroups = [ANALYSIS_GROUP, AUTHORIZER_GROUP] as const;

/** Every function's declaration: the route groups, then the routeless ones. */
export const declarations = [...groups, ...routelessGroups] as const;

/** The name of every scheduled job some declaration names. */
export type JobName = JobNameOf<(typeof declarations)[number]>;

/** Every scheduled job, with the function that runs it. */
export const jobs = declaredJobs(declarations);

/** The entry file of a function (a route group's, the analysis' or the authorizer's), relative to the repository root. */
export const groupEntry = (name: string): string => `functions/${name}/handler.ts`;
