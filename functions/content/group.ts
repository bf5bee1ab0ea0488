/** The content group: the home feed's announcements and weekly feature (its function also runs the weekly and hourly jobs). */
import * as z from '../../shared/zod';
import { announcement, weeklyFeature } from '../../shared/schemas/content';
import { declareGroup } from '../lib/http/route';

export const CONTENT_GROUP = declareGroup({
  name: 'content',
  access: { table: 'readWrite', signsMedia: true },
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
