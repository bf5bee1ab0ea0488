/**
 * The account Lambda: the profile picture (re-encoded with sharp) and deleting the account with every
 * photo object. Apart from sign-in, so only these routes carry sharp and write to the photos bucket. The
 * schedule's `{ "job": "account-deletion" }` finishes deletions a request handed over (deletion-job.ts).
 */
import type { Context } from 'aws-lambda';
import { createGroupHandler } from '../lib/http/group-handler';
import type { ApiEvent, ApiResult } from '../lib/http/types';
import { isJobEvent, type JobEvent } from '../lib/job-event';
import type { AccountDeletionOutcome } from './deletion-job';
import { removeAvatar, uploadAvatar } from './operations/avatar';
import { deleteAccount } from './operations/delete-account';
import { ACCOUNT_DELETION_JOB, ACCOUNT_GROUP } from './group';

export const httpHandler = createGroupHandler(ACCOUNT_GROUP, {
  'DELETE /api/auth/user': deleteAccount,
  'PUT /api/auth/user/avatar': uploadAvatar,
  'DELETE /api/auth/user/avatar': removeAvatar,
});

export async function handler(event: ApiEvent | JobEvent, context: Context): Promise<ApiResult | AccountDeletionOutcome> {
  if (!isJobEvent(event)) return httpHandler(event, context);
  // Thrown, not answered: EventBridge retries and the alarm on the function's errors sees it.
  if (event.job !== ACCOUNT_DELETION_JOB) throw new Error(`Unknown job '${event.job}'`);
  // Loaded on the job's first run, as the data-export job is: an API call's cold start never pays for it.
  const { runAccountDeletionJob } = await import('./deletion-job');
  return runAccountDeletionJob(context);
}
