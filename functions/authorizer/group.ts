/**
 * The API-key authorizer: API Gateway calls it before every 'apiKey' route (and the stack creates it only
 * when some route is one); no route reaches it itself.
 */
import { declareGroup } from '../lib/http/route';

export const AUTHORIZER_GROUP = declareGroup({
  name: 'authorizer',
  // A key by its hash and the key's last use, nothing else of the table.
  access: { table: 'apiKeys' },
  // Each call is one key lookup and one write; a stuck one should fail the request soon.
  runtime: { timeoutSeconds: 5 },
  routes: {},
});
