/** The shares group: private share links, made and managed by members, opened by anyone with the link. */
import { declareGroup } from '../lib/http/route';

export const SHARES_GROUP = declareGroup({
  name: 'shares',
  // Mails share links to their recipients and signs the shared display image's URL.
  access: { table: 'readWrite', mail: true, signsMedia: true },
  routes: {
    'POST /api/silent-shares': 'session',
    'GET /api/silent-shares': 'session',
    'DELETE /api/silent-shares/{id}': 'session',
    // Public: the recipient of a private link needs no account.
    'GET /api/shares/{link}': 'public',
  },
});
