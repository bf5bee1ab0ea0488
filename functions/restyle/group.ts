/** The restyle group: new AI text in a style, the one paid model call an API route makes. */
import { declareGroup } from '../lib/http/route';

export const RESTYLE_GROUP = declareGroup({
  name: 'restyle',
  // Reads the display image and asks the analysis model for new text in a style: the only API function
  // that may invoke it.
  access: { table: 'readWrite', media: 'read', model: true },
  routes: {
    'POST /api/photos/{id}/reanalyze': 'session',
  },
});
