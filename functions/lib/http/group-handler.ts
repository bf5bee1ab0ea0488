/**
 * One Lambda per endpoint group. The group's handler.ts gives one operation per route key its group.ts
 * declares (a missing or unknown key is a type error); this wraps them in the shared middleware (cross-site
 * guard, error responder), refuses a browser route's request that skipped CloudFront (origin-secret.ts),
 * checks the route's path parameters (path-params.ts), resolves the viewer and enforces the route's auth
 * kind before the operation runs.
 */
import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { HTTP_MESSAGES } from '../../../shared/messages/http';
import { NotFoundError, UnauthorizedError } from '../../kernel/errors';
import { logger } from '../../kernel/logger';
import { loadSecrets } from '../../kernel/secrets';
import { crossSiteGuard } from './middleware/cross-site-guard';
import { requireFromTheSite } from './origin-secret';
import { checkedPathParams } from './path-params';
import { type GroupDeclaration, routeKey, routesOf, type RouteKey } from './route';
import { errorResponder } from './middleware/error-responder';
import type { ApiEvent, ApiResult, Operation } from './types';
import { resolveViewer } from './viewer';
import { whileMemberStays } from '../../data/table/leaving-member-guard';

/** One operation per declared route key; `NoInfer` makes the declaration alone decide the keys. */
export type GroupOperations<Key extends RouteKey> = Readonly<Record<NoInfer<Key>, Operation>>;

export function createGroupHandler<Key extends RouteKey>(group: GroupDeclaration<string, Key>, operations: GroupOperations<Key>) {
  const routes = new Map(routesOf(group).map((r) => [routeKey(r), r]));

  return middy<ApiEvent, ApiResult, Error, Context>()
    .use(errorResponder())
    .use(crossSiteGuard())
    .handler(async (event, lambda) => {
      logger.useLambdaContext(lambda);
      // API Gateway's request id, also in its access log: the upload's analysis logs it too (presign-uploads.ts).
      logger.setCorrelationId(event.requestContext.requestId);
      const route = routes.get(event.routeKey);
      if (!route) throw new NotFoundError();
      const operation = operations[event.routeKey as Key];
      // Once per container: later requests find every secret already read.
      await loadSecrets();
      // Browser routes only through CloudFront; mobile routes are called on the API host with their key.
      if (route.auth !== 'apiKey') await requireFromTheSite(event);
      // Before anything reads the table: a parameter that cannot be one of our ids is a 404.
      checkedPathParams(event, route.path);
      // A group without the table is granted no read of sessions: its routes are public and never ask who calls.
      const viewer = group.access.table ? await resolveViewer(event, route.auth) : null;
      if (route.auth !== 'public' && !viewer) throw new UnauthorizedError(HTTP_MESSAGES.unauthorized);
      // Every transaction the operation writes is refused once the member starts leaving (leaving-member-guard.ts).
      return whileMemberStays(viewer?.user.id, () => operation({ event, viewer, requestId: event.requestContext.requestId, lambda }));
    });
}
