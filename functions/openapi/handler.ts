/** The openapi Lambda: GET /api/openapi.json, the API's OpenAPI 3.1 document, built once per container. */
import { createGroupHandler } from '../lib/http/group-handler';
import { ok } from '../lib/http/respond';
import { buildOpenApiDocument, type OpenApiDocument } from '../lib/openapi/build-document';
import { OPENAPI_ROUTES } from './routes';

let built: OpenApiDocument | undefined;

export const handler = createGroupHandler(OPENAPI_ROUTES, {
  'GET /api/openapi.json': async () => ok((built ??= buildOpenApiDocument())),
});
