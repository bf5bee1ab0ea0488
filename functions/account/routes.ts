/** The rows of the route table (functions/route-table.ts) that the account Lambda serves: the profile picture and leaving. */
import { groupRoutes } from '../lib/http/route';

export const ACCOUNT_ROUTES = groupRoutes('account', {
  'DELETE /api/auth/user': 'session',
  'PUT /api/auth/user/avatar': 'session',
  'DELETE /api/auth/user/avatar': 'session',
});
