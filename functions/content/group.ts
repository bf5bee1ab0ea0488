/** The content group: the home feed's announcements and weekly feature, and the jobs behind them. */
import * as z from '../../shared/zod';
import { announcement, weeklyFeature } from '../../shared/schemas/content';
import { declareGroup } from '../lib/http/route';

export const CONTENT_GROUP = declareGroup({
  name: 'content',
  access: { table: 'readWrite', signsMedia: true },
  jobs: {
    'weekly-feature': {
      does: "Features the past week's most liked public photo, unless the week has its feature",
      // Locally hourly: it writes only while the week has no feature, so a week that starts while the
      // server runs gets its feature within the hour.
      schedule: 'cron(0 8 ? * MON *)',
      localIntervalMs: 60 * 60_000,
    },
    'capsule-open': {
      does: 'Tells each owner, once, that a memory capsule of theirs opened',
      // A capsule opens at 00:00 UTC of its date; its owner hears within the hour.
      schedule: 'rate(1 hour)',
      localIntervalMs: 60 * 60_000,
    },
  },
  routes: {
    'GET /api/announcements': {
      auth: 'public',
      doc: () => ({
        summary: 'Active announcements',
        answer: { status: 200, description: 'Announcements', schema: z.array(announcement) },
      }),
    },
    'GET /api/weekly-features/current': {
      auth: 'session',
      doc: () => ({
        summary: "This week's featured photo, or null",
        answer: { status: 200, description: 'The feature or null', schema: z.nullable(weeklyFeature) },
      }),
    },
  },
});
