/**
 * The account Lambda: the profile picture (re-encoded with sharp) and deleting the account with every
 * photo object. Apart from sign-in, so only these routes carry sharp and write to the photos bucket. The
 * job its group declares (group.ts) finishes deletions a request handed over (deletion-job.ts).
 */
import { createGroupHandler } from '../lib/http/group-handler';
import { createJobHandler } from '../lib/jobs';
import { removeAvatar, uploadAvatar } from './operations/avatar';
import { deleteAccount } from './operations/delete-account';
import { ACCOUNT_GROUP } from './group';

export const httpHandler = createGroupHandler(ACCOUNT_GROUP, {
  'DELETE /api/auth/user': deleteAccount,
  'PUT /api/auth/user/avatar': uploadAvatar,
  'DELETE /api/auth/user/avatar': removeAvatar,
});

export const handler = createJobHandler(
  ACCOUNT_GROUP,
  {
    // Loaded on the job's first run, as the data-export job is: an API call's cold start never pays for it.
    'account-deletion': async (_event, context) => (await import('./deletion-job')).runAccountDeletionJob(context),
  },
  httpHandler,
);
