/**
 * One Lambda per endpoint group. The group's handler maps each of its rows of the route table
 * (functions/<group>/routes.ts) to an operation; this wraps them in the shared middleware (cross-site
 * guard, error responder), checks the route's path parameters (path-params.ts), resolves the viewer and
 * enforces the route's auth kind before the operation runs.
 */
import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { HTTP_MESSAGES } from '../../../shared/messages/http';
import { NotFoundError, UnauthorizedError } from '../errors';
import { loadSecrets } from '../secrets';
import { crossSiteGuard } from './middleware/cross-site-guard';
import { checkedPathParams } from './path-params';
import { routeKey, type Route } from './route';
import { errorResponder } from './middleware/error-responder';
import type { ApiEvent, ApiResult, Operation } from './types';
import { resolveViewer } from './viewer';

export type GroupOperations = Record<string, Operation>;

export function createGroupHandler(routes: readonly Route[], operations: GroupOperations) {
  const group = routes[0]?.group;
  const groupRoutes = new Map(routes.map((r) => [routeKey(r), r]));
  const missing = [...groupRoutes.keys()].filter((key) => !operations[key]);
  const unknown = Object.keys(operations).filter((key) => !groupRoutes.has(key));
  if (missing.length || unknown.length) {
    throw new Error(`Group ${group} does not match the route table: missing ${missing.join(', ')}; unknown ${unknown.join(', ')}`);
  }

  return middy<ApiEvent, ApiResult, Error, Context>()
    .use(errorResponder())
    .use(crossSiteGuard())
    .handler(async (event, lambda) => {
      const route = groupRoutes.get(event.routeKey);
      const operation = operations[event.routeKey];
      if (!route || !operation) throw new NotFoundError();
      // Once per container: later requests find every secret already read.
      await loadSecrets();
      // Before anything reads the table: a parameter that cannot be one of our ids is a 404.
      checkedPathParams(event, route.path);
      const viewer = await resolveViewer(event, route.auth);
      if (route.auth !== 'public' && !viewer) throw new UnauthorizedError(HTTP_MESSAGES.unauthorized);
      return operation({ event, viewer, requestId: event.requestContext.requestId, lambda });
    });
}
