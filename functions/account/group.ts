/** The account group: the profile picture and leaving, and the job that finishes leaving. */
import * as z from '../../shared/zod';
import { deleteAccountBody } from '../../shared/schemas/account';
import { publicUser } from '../../shared/schemas/user';
import { declareGroup } from '../lib/http/route';

export const ACCOUNT_GROUP = declareGroup({
  name: 'account',
  // Profile pictures: stores and signs them, re-encoded by sharp to a square WebP without
  // metadata; deleting an account deletes every object of the member.
  access: { table: 'readWrite', media: 'readWrite', signsMedia: true, sweepsDataExports: true, nativeModules: ['sharp'] },
  jobs: {
    'account-deletion': {
      does: 'Finishes the account deletions a request handed over or a run left unfinished',
      // Within about a minute in the cloud; locally every few seconds, so a member handed a 202 is gone at once.
      schedule: 'rate(1 minute)',
      localIntervalMs: 5_000,
    },
  },
  routes: {
    'DELETE /api/auth/user': {
      auth: 'session',
      doc: () => ({
        summary: 'Delete the account and everything of it (password, or the typed email for social accounts)',
        body: { schema: deleteAccountBody },
        answer: { status: 204, description: 'Deleted and signed out', headers: { 'Set-Cookie': 'the cleared session cookie' } },
        alsoAnswers: {
          202: 'Signed out (the session cookie cleared) and refused every write; the deletion did not finish in time or a step failed, and a job finishes it within minutes',
        },
        errors: { 409: 'A deletion of this account is already running', 429: 'Too many failed attempts' },
      }),
    },
    'PUT /api/auth/user/avatar': {
      auth: 'session',
      doc: () => ({
        summary: 'Set the profile picture (stored as a 256 px WebP square)',
        body: { schema: z.object({}), encoding: 'multipart', files: ['avatar'] },
        answer: { status: 200, description: 'The member with the new picture', schema: publicUser },
        errors: { 413: 'Larger than 5 MB', 415: 'Not multipart/form-data' },
      }),
    },
    'DELETE /api/auth/user/avatar': {
      auth: 'session',
      doc: () => ({
        summary: 'Remove the profile picture',
        answer: { status: 200, description: 'The member', schema: publicUser },
      }),
    },
  },
});
