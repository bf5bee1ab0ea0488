/** The openapi Lambda's one route, GET /api/openapi.json, over a document made once per container. */
import { createGroupHandler } from '../lib/http/group-handler';
import { ok } from '../lib/http/respond';
import type { OpenApiDocument } from '../lib/openapi/build-document';
import { OPENAPI_ROUTES } from './routes';

export function serveDocument(document: () => OpenApiDocument) {
  let made: OpenApiDocument | undefined;
  return createGroupHandler(OPENAPI_ROUTES, {
    'GET /api/openapi.json': async () => ok((made ??= document())),
  });
}
