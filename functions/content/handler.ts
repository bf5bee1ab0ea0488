/**
 * The content Lambda: the home feed's announcements and weekly feature. The same function receives the
 * weekly schedule's `{ "job": "weekly-feature" }` (infra/stack/schedule.ts), which is not an HTTP
 * event: a `job` field tells the two apart, anything else goes to the route operations.
 */
import type { Context } from 'aws-lambda';
import { createGroupHandler } from '../lib/http/group-handler';
import type { ApiEvent, ApiResult } from '../lib/http/types';
import { currentWeeklyFeature } from './operations/current-weekly-feature';
import { listAnnouncements } from './operations/list-announcements';
import { runWeeklyFeatureJob, WEEKLY_FEATURE_JOB, type WeeklyFeatureOutcome } from './weekly-feature-job';

export const httpHandler = createGroupHandler('content', {
  'GET /api/announcements': listAnnouncements,
  'GET /api/weekly-features/current': currentWeeklyFeature,
});

/** What a schedule sends: `{ "job": <name> }`. */
export interface JobEvent {
  job: string;
}

const jobs: Record<string, () => Promise<WeeklyFeatureOutcome>> = {
  [WEEKLY_FEATURE_JOB]: () => runWeeklyFeatureJob(),
};

export const isJobEvent = (event: unknown): event is JobEvent =>
  typeof event === 'object' && event !== null && typeof (event as Partial<JobEvent>).job === 'string';

export async function handler(event: ApiEvent | JobEvent, context: Context): Promise<ApiResult | WeeklyFeatureOutcome> {
  if (!isJobEvent(event)) return httpHandler(event, context);
  const job = jobs[event.job];
  // Thrown, not answered: EventBridge retries and the alarm on the function's errors sees it.
  if (!job) throw new Error(`Unknown job '${event.job}'`);
  return job();
}
