/** The account group: the profile picture and leaving, and the job that finishes leaving. */
import { declareGroup } from '../lib/http/route';

export const ACCOUNT_GROUP = declareGroup({
  name: 'account',
  // Profile pictures: stores and signs them, re-encoded by sharp to a square WebP without
  // metadata; deleting an account deletes every object of the member.
  access: { table: 'readWrite', media: 'readWrite', signsMedia: true, nativeModules: ['sharp'] },
  jobs: {
    'account-deletion': {
      does: 'Finishes the account deletions a request handed over or a run left unfinished',
      // Within about a minute in the cloud; locally every few seconds, so a member handed a 202 is gone at once.
      schedule: 'rate(1 minute)',
      localIntervalMs: 5_000,
    },
  },
  routes: {
    'DELETE /api/auth/user': 'session',
    'PUT /api/auth/user/avatar': 'session',
    'DELETE /api/auth/user/avatar': 'session',
  },
});
