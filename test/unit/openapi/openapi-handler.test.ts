/**
 * The openapi Lambda builds its document at the first request, once per container: its cold start
 * imports the route docs' code without running it (docs/decisions/openapi-docs-built-at-first-request.md).
 */
import '../support/env';
import { describe, expect, it, vi } from 'vitest';
import { buildOpenApiDocument } from '../../../functions/api/openapi/build-document';
import { bodyOf, invoke } from '../support/api-event';

const docs = vi.hoisted(() => ({ built: 0 }));

vi.mock('../../../functions/api/openapi/docs', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../functions/api/openapi/docs')>();
  return {
    routeDocs: () => {
      docs.built += 1;
      return original.routeDocs();
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
    // Once for the container; the comparison below builds its own.
    expect(docs.built).toBe(1);
    expect(bodyOf(first)).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
  });
});
