/**
 * The data-export Lambda: the member's two routes, and the schedule's `{ "job": "data-export" }`, which
 * packs the queued copies (infra/stack/snifty-photos-stack.ts schedules it every minute).
 */
import type { Context } from 'aws-lambda';
import { createGroupHandler } from '../lib/http/group-handler';
import type { ApiEvent, ApiResult } from '../lib/http/types';
import { isJobEvent, type JobEvent } from '../lib/job-event';
import type { DataExportOutcome } from './export-job';
import { DATA_EXPORT_GROUP, DATA_EXPORT_JOB } from './group';
import { getExport } from './operations/get-export';
import { requestExport } from './operations/request-export';

export const httpHandler = createGroupHandler(DATA_EXPORT_GROUP, {
  'POST /api/auth/user/export': requestExport,
  'GET /api/auth/user/export': getExport,
});

export async function handler(event: ApiEvent | JobEvent, context: Context): Promise<ApiResult | DataExportOutcome> {
  if (!isJobEvent(event)) return httpHandler(event, context);
  // Thrown, not answered: EventBridge retries and the alarm on the function's errors sees it.
  if (event.job !== DATA_EXPORT_JOB) throw new Error(`Unknown job '${event.job}'`);
  // The packing (zip, disk, mail) loads on the job's first run: an API call's cold start never pays for it.
  const { runDataExportJob } = await import('./export-job');
  return runDataExportJob(context);
}
