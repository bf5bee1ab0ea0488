/** The social Lambda: likes and dislikes, comments, follows and member profiles. */
import { createGroupHandler } from '../lib/http/group-handler';
import { listComments, postComment } from './operations/comments';
import { followMember, getProfile, listFollowed, unfollowMember } from './operations/follows';
import { toggleDislike, toggleLike } from './operations/toggle-reaction';
import { SOCIAL_GROUP } from './group';

export const handler = createGroupHandler(SOCIAL_GROUP, {
  'POST /api/photos/{id}/likes': toggleLike,
  'POST /api/photos/{id}/dislikes': toggleDislike,
  'GET /api/photos/{id}/comments': listComments,
  'POST /api/photos/{id}/comments': postComment,
  'GET /api/users/{userId}/profile': getProfile,
  'POST /api/users/{userId}/follow': followMember,
  'DELETE /api/users/{userId}/follow': unfollowMember,
  'GET /api/users/{userId}/following': listFollowed,
});
