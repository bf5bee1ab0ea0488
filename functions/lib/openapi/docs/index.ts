/** Every route's OpenAPI description, by route key; a route added without one still appears, generically. */
import type { RouteDocs } from '../route-doc';
import { authDocs } from './auth';
import { communityDocs } from './community';
import { dataExportDocs } from './data-export';
import { mobileDocs } from './mobile';
import { photoDocs } from './photos';

export const routeDocs: RouteDocs = {
  ...authDocs,
  ...dataExportDocs,
  ...photoDocs,
  ...communityDocs,
  ...mobileDocs,
  'GET /api/openapi.json': {
    summary: 'This OpenAPI 3.1 document',
    answer: { status: 200, description: 'The document, generated from the route table and the shared schemas' },
  },
};
