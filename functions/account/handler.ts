/**
 * The account Lambda: the profile picture (re-encoded with sharp) and deleting the account with every
 * photo object. Apart from sign-in, so only these routes carry sharp and write to the photos bucket.
 */
import { createGroupHandler } from '../lib/http/group-handler';
import { removeAvatar, uploadAvatar } from './operations/avatar';
import { deleteAccount } from './operations/delete-account';
import { ACCOUNT_GROUP } from './group';

export const handler = createGroupHandler(ACCOUNT_GROUP, {
  'DELETE /api/auth/user': deleteAccount,
  'PUT /api/auth/user/avatar': uploadAvatar,
  'DELETE /api/auth/user/avatar': removeAvatar,
});
