/**
 * Every route's OpenAPI description, by route key; a route added without one still appears, generically.
 * Functions, not objects: the openapi Lambda's cold start then only scans their text, and the first
 * request builds them along with the document (docs/decisions/openapi-docs-built-at-first-request.md).
 */
import type { RouteDocs } from '../route-doc';
import { authDocs } from './auth';
import { communityDocs } from './community';
import { dataExportDocs } from './data-export';
import { mobileDocs } from './mobile';
import { photoDocs } from './photos';

export const routeDocs = (): RouteDocs => ({
  ...authDocs(),
  ...dataExportDocs(),
  ...photoDocs(),
  ...communityDocs(),
  ...mobileDocs(),
  'GET /api/openapi.json': {
    summary: 'This OpenAPI 3.1 document',
    answer: { status: 200, description: 'The document, generated from the route table and the shared schemas' },
  },
});
