/**
 * The openapi Lambda builds its document at the first request, once per container: its cold start
 * imports the declarations' contract functions without running them
 * (docs/decisions/openapi-docs-built-at-first-request.md).
 */
import '../support/env';
import { describe, expect, it, vi } from 'vitest';
import { buildOpenApiDocument } from '../../../functions/api/openapi/build-document';
import { routes } from '../../../functions/api/route-table';
import { bodyOf, invoke } from '../support/api-event';

const docs = vi.hoisted(() => ({ built: 0 }));

vi.mock('../../../functions/lib/http/route', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../functions/lib/http/route')>();
  return {
    ...original,
    routeDocOf: (...args: Parameters<typeof original.routeDocOf>) => {
      docs.built += 1;
      return original.routeDocOf(...args);
    },
  };
});

describe('GET /api/openapi.json', () => {
  it('builds no route doc at import, the document at the first request, and answers the same one after', async () => {
    // Prepare
    const { handler } = await import('../../../functions/openapi/handler');
    const builtAtImport = docs.built;

    // Act
    const first = await invoke(handler, { routeKey: 'GET /api/openapi.json' });
    const second = await invoke(handler, { routeKey: 'GET /api/openapi.json' });

    // Assess
    expect(builtAtImport).toBe(0);
    expect(first.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    // Each route's contract once for the container; the comparison below builds its own.
    expect(docs.built).toBe(routes.length);
    expect(bodyOf(first)).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
  });
});
