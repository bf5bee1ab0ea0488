/**
 * The openapi Lambda: the API's OpenAPI 3.1 document, built from the route table and the schemas once per
 * container, at the first request (the document is a pure function of both). The builder, the route docs
 * and their schemas are imported then too, not at the cold start: the bundle holds them, and esbuild
 * turns this import into a call that runs their module code on first use.
 */
import { createGroupHandler } from '../lib/http/group-handler';
import { ok } from '../lib/http/respond';
import type { OpenApiDocument } from '../lib/openapi/build-document';
import { OPENAPI_GROUP } from './group';

let document: OpenApiDocument | undefined;

async function openApiDocument(): Promise<OpenApiDocument> {
  if (!document) {
    const { buildOpenApiDocument } = await import('../lib/openapi/build-document');
    document = buildOpenApiDocument();
  }
  return document;
}

export const handler = createGroupHandler(OPENAPI_GROUP, {
  'GET /api/openapi.json': async () => ok(await openApiDocument()),
});
