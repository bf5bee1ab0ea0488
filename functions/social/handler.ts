/**
 * The social Lambda: likes and dislikes, comments, follows and member profiles, and the job its group
 * declares (group.ts), which recounts counters a deletion moved.
 */
import { createGroupHandler } from '../lib/http/group-handler';
import { createJobHandler } from '../lib/jobs';
import { listComments, postComment } from './operations/comments';
import { followMember, getProfile, listFollowed, unfollowMember } from './operations/follows';
import { toggleDislike, toggleLike } from './operations/toggle-reaction';
import { SOCIAL_GROUP } from './group';

export const httpHandler = createGroupHandler(SOCIAL_GROUP, {
  'POST /api/photos/{id}/likes': toggleLike,
  'POST /api/photos/{id}/dislikes': toggleDislike,
  'GET /api/photos/{id}/comments': listComments,
  'POST /api/photos/{id}/comments': postComment,
  'GET /api/users/{userId}/profile': getProfile,
  'POST /api/users/{userId}/follow': followMember,
  'DELETE /api/users/{userId}/follow': unfollowMember,
  'GET /api/users/{userId}/following': listFollowed,
});

export const handler = createJobHandler(
  SOCIAL_GROUP,
  { counters: async (_event, context) => (await import('./counters-job')).runCountersJob(context) },
  httpHandler,
);
