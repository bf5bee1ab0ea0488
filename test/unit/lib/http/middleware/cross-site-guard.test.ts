import '../../../support/env';
import type { Request } from '@middy/core';
import type { Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { HTTP_MESSAGES } from '../../../../../shared/messages/http';
import { ForbiddenError } from '../../../../../functions/kernel/errors';
import { allowedOrigins, crossSiteGuard } from '../../../../../functions/lib/http/middleware/cross-site-guard';
import type { ApiEvent, ApiResult } from '../../../../../functions/lib/http/types';
import { apiEvent, lambdaContext } from '../../../support/api-event';
import { useEnv } from '../../../support/env';

function request(routeKey: string, headers: Record<string, string> = {}): Request<ApiEvent, ApiResult, Error, Context> {
  return { event: apiEvent({ routeKey, headers }), context: lambdaContext(), response: null, error: null, internal: {} };
}

/** Runs the guard's before step; returns the error it throws, if any. */
async function guard(routeKey: string, headers?: Record<string, string>): Promise<unknown> {
  try {
    await crossSiteGuard().before?.(request(routeKey, headers));
    return undefined;
  } catch (error) {
    return error;
  }
}

describe('crossSiteGuard', () => {
  it.each([
    ['another site', 'https://evil.example'],
    ['the site on another port', 'http://localhost:3001'],
    ['the site over another scheme', 'https://localhost:3000'],
    ['a look-alike host', 'http://localhost:3000.evil.example'],
    ['the opaque origin null', 'null'],
    ['an empty origin', ''],
  ])('refuses a POST from %s with 403', async (_case, origin) => {
    // Act
    const error = await guard('POST /api/auth/signin', { origin });

    // Assess
    expect(error).toBeInstanceOf(ForbiddenError);
    expect((error as ForbiddenError).message).toBe(HTTP_MESSAGES.crossSiteRefused);
    expect((error as ForbiddenError).statusCode).toBe(403);
  });

  it.each(['PUT', 'PATCH', 'DELETE'])('guards %s as a mutation too', async (method) => {
    // Act
    const error = await guard(`${method} /api/photos/{id}`, { origin: 'https://evil.example' });

    // Assess
    expect(error).toBeInstanceOf(ForbiddenError);
  });

  it.each(['GET', 'HEAD', 'OPTIONS'])('lets %s through from any origin', async (method) => {
    // Act
    const error = await guard(`${method} /api/auth/user`, { origin: 'https://evil.example' });

    // Assess
    expect(error).toBeUndefined();
  });

  it('lets the site’s own origin through, whatever the case of the header name', async () => {
    // Act
    const errors = [
      await guard('POST /api/auth/signin', { origin: 'http://localhost:3000' }),
      await guard('POST /api/auth/signin', { Origin: 'http://localhost:3000' }),
    ];

    // Assess
    expect(errors).toEqual([undefined, undefined]);
  });

  it('lets a request without an Origin through', async () => {
    // Act
    const error = await guard('POST /api/auth/signin');

    // Assess
    expect(error).toBeUndefined();
  });

  it('lets the extra allowed origins through, and only those', async () => {
    // Prepare
    useEnv({ EXTRA_ALLOWED_ORIGINS: ' http://localhost:5173 , https://preview.snifty.test/ ' });

    // Act
    const vite = await guard('POST /api/auth/signin', { origin: 'http://localhost:5173' });
    const preview = await guard('POST /api/auth/signin', { origin: 'https://preview.snifty.test' });
    const other = await guard('POST /api/auth/signin', { origin: 'https://other.snifty.test' });

    // Assess
    expect(vite).toBeUndefined();
    expect(preview).toBeUndefined();
    expect(other).toBeInstanceOf(ForbiddenError);
  });
});

describe('allowedOrigins', () => {
  it('holds the origin of SITE_URL, without its path', () => {
    // Prepare
    useEnv({ SITE_URL: 'https://photos.snifty.test/app/' });

    // Act
    const origins = allowedOrigins();

    // Assess
    expect([...origins]).toEqual(['https://photos.snifty.test']);
  });
});
