/**
 * Mutations from another site are refused. SameSite=Lax already keeps the session cookie off cross-site
 * POSTs; checking Origin as well covers older browsers and same-site subdomains. Requests without an
 * Origin (curl, the mobile apps) carry no browser cookies of a victim, so they pass.
 */
import type { MiddlewareObj } from '@middy/core';
import { HTTP_MESSAGES } from '../../../../shared/messages/http';
import { config } from '../../../kernel/config';
import { ForbiddenError } from '../../../kernel/errors';
import { header } from '../request';
import type { ApiEvent, ApiResult } from '../types';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function allowedOrigins(): Set<string> {
  const c = config();
  const extra = c.EXTRA_ALLOWED_ORIGINS.split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  return new Set([new URL(c.SITE_URL).origin, ...extra.map((o) => new URL(o).origin)]);
}

export function crossSiteGuard(): MiddlewareObj<ApiEvent, ApiResult> {
  return {
    name: 'crossSiteGuard',
    before: (request) => {
      const method = request.event.requestContext.http.method.toUpperCase();
      if (SAFE_METHODS.has(method)) return;
      const origin = header(request.event, 'origin');
      if (origin === undefined) return;
      if (!allowedOrigins().has(origin)) throw new ForbiddenError(HTTP_MESSAGES.crossSiteRefused);
    },
  };
}
