/**
 * The openapi Lambda in local mode and the tests: the API's OpenAPI 3.1 document, built from the route
 * table and the schemas. The cloud bundles bundled-handler.ts, which serves the same document computed
 * when the stack bundled it.
 */
import { buildOpenApiDocument } from '../lib/openapi/build-document';
import { serveDocument } from './serve-document';

export const handler = serveDocument(() => buildOpenApiDocument());
