/**
 * The content Lambda: the home feed's announcements and weekly feature. The same function receives the
 * schedules' `{ "job": "weekly-feature" }` (weekly) and `{ "job": "capsule-open" }` (hourly;
 * infra/stack/schedule.ts), which are not HTTP events: a `job` field tells them apart, anything else
 * goes to the route operations.
 */
import type { Context } from 'aws-lambda';
import { createGroupHandler } from '../lib/http/group-handler';
import { isJobEvent, type JobEvent } from '../lib/job-event';
import type { ApiEvent, ApiResult } from '../lib/http/types';
import { currentWeeklyFeature } from './operations/current-weekly-feature';
import { listAnnouncements } from './operations/list-announcements';
import { CAPSULE_OPEN_JOB, runCapsuleOpenJob, type CapsuleOpenOutcome } from './capsule-open-job';
import { runWeeklyFeatureJob, WEEKLY_FEATURE_JOB, type WeeklyFeatureOutcome } from './weekly-feature-job';
import { CONTENT_GROUP } from './group';

export const httpHandler = createGroupHandler(CONTENT_GROUP, {
  'GET /api/announcements': listAnnouncements,
  'GET /api/weekly-features/current': currentWeeklyFeature,
});

export type JobOutcome = WeeklyFeatureOutcome | CapsuleOpenOutcome;

const jobs: Record<string, () => Promise<JobOutcome>> = {
  [WEEKLY_FEATURE_JOB]: () => runWeeklyFeatureJob(),
  [CAPSULE_OPEN_JOB]: () => runCapsuleOpenJob(),
};

export async function handler(event: ApiEvent | JobEvent, context: Context): Promise<ApiResult | JobOutcome> {
  if (!isJobEvent(event)) return httpHandler(event, context);
  const job = jobs[event.job];
  // Thrown, not answered: EventBridge retries and the alarm on the function's errors sees it.
  if (!job) throw new Error(`Unknown job '${event.job}'`);
  return job();
}
