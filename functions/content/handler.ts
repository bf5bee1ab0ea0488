/**
 * The content Lambda: the home feed's announcements and weekly feature, and the two jobs its group
 * declares (group.ts), which the schedules send as `{ "job": <name> }` rather than HTTP events.
 */
import { createGroupHandler } from '../lib/http/group-handler';
import { createJobHandler } from '../lib/jobs';
import { currentWeeklyFeature } from './operations/current-weekly-feature';
import { listAnnouncements } from './operations/list-announcements';
import { runCapsuleOpenJob } from './capsule-open-job';
import { runWeeklyFeatureJob } from './weekly-feature-job';
import { CONTENT_GROUP } from './group';

export const httpHandler = createGroupHandler(CONTENT_GROUP, {
  'GET /api/announcements': listAnnouncements,
  'GET /api/weekly-features/current': currentWeeklyFeature,
});

export const handler = createJobHandler(
  CONTENT_GROUP,
  {
    'weekly-feature': () => runWeeklyFeatureJob(),
    'capsule-open': () => runCapsuleOpenJob(),
  },
  httpHandler,
);
