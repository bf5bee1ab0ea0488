/** The content group: the home feed's announcements and weekly feature (its function also runs the weekly and hourly jobs). */
import { declareGroup } from '../lib/http/route';

export const CONTENT_GROUP = declareGroup({
  name: 'content',
  access: { table: 'readWrite', signsMedia: true },
  routes: {
    'GET /api/announcements': 'public',
    'GET /api/weekly-features/current': 'session',
  },
});
