/** The restyle group: new AI text in a style, the one paid model call an API route makes. */
import { photoNotFound } from '../lib/http/route-doc-parts';
import { reanalyzeBody } from '../../shared/schemas/photo';
import { declareGroup } from '../lib/http/route';

export const RESTYLE_GROUP = declareGroup({
  name: 'restyle',
  // Reads the display image and asks the analysis model for new text in a style: the only API function
  // that may invoke it.
  access: { table: 'readWrite', media: 'read', model: true },
  routes: {
    'POST /api/photos/{id}/reanalyze': {
      auth: 'session',
      doc: () => ({
        summary: 'Rewrite the AI text in another style (owner only)',
        body: { schema: reanalyzeBody },
        answer: { status: 200, description: 'The new text' },
        errors: {
          403: "Another member's photo",
          ...photoNotFound,
          409: 'The photo is still being analysed',
          429: 'Too many restyles this hour',
          503: 'The model gave no valid answer',
        },
      }),
    },
  },
});
