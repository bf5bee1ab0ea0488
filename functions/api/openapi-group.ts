/** The openapi group: the API's OpenAPI 3.1 document. */
import { declareGroup } from '../lib/http/route';

export const OPENAPI_GROUP = declareGroup({
  name: 'openapi',
  // Serves a document built from the route table and schemas: no data at all.
  access: {},
  routes: {
    'GET /api/openapi.json': {
      auth: 'public',
      doc: () => ({
        summary: 'This OpenAPI 3.1 document',
        answer: { status: 200, description: 'The document, generated from the route table and the shared schemas' },
      }),
    },
  },
});
