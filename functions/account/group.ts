/** The account group: the profile picture and leaving. */
import { declareGroup } from '../lib/http/route';

export const ACCOUNT_GROUP = declareGroup({
  name: 'account',
  // Profile pictures: stores and signs them, re-encoded by sharp to a square WebP without
  // metadata; deleting an account deletes every object of the member.
  access: { table: 'readWrite', media: 'readWrite', signsMedia: true, nativeModules: ['sharp'] },
  routes: {
    'DELETE /api/auth/user': 'session',
    'PUT /api/auth/user/avatar': 'session',
    'DELETE /api/auth/user/avatar': 'session',
  },
});

/** What the schedule sends the function to finish deletions nobody finished: `{ "job": "account-deletion" }`. */
export const ACCOUNT_DELETION_JOB = 'account-deletion';
