/**
 * The openapi Lambda: the API's OpenAPI 3.1 document, built from the route table and the schemas once per
 * container, at the first request (the document is a pure function of both).
 */
import { createGroupHandler } from '../lib/http/group-handler';
import { ok } from '../lib/http/respond';
import { buildOpenApiDocument, type OpenApiDocument } from '../api/openapi/build-document';
import { OPENAPI_GROUP } from '../api/openapi-group';

let document: OpenApiDocument | undefined;

export const handler = createGroupHandler(OPENAPI_GROUP, {
  'GET /api/openapi.json': async () => ok((document ??= buildOpenApiDocument())),
});
