/** OpenAPI descriptions of the tribe, social, notification and content routes. */
import { z } from 'zod';
import { announcement, weeklyFeature } from '../../../../shared/schemas/content';
import {
  comment,
  createCommentBody,
  memberProfile,
  notification,
  reactionResult,
  unreadCount,
} from '../../../../shared/schemas/social';
import { addTribeMemberBody, createTribeBody, renameTribeBody, tribe, tribeMember } from '../../../../shared/schemas/tribe';
import { photoList } from '../../../../shared/schemas/photo';
import { listQuery } from '../../http/cursor';
import type { RouteDocs } from '../route-doc';

const pageHeaders = { 'X-Next-Cursor': 'the cursor of the next page (`?cursor=`), absent on the last page' };
const tribeNotFound = { 404: 'No such tribe of the viewer' };
const photoNotFound = { 404: 'No such photo, or the viewer may not see it' };
const memberNotFound = { 404: 'No such member' };

export const communityDocs: RouteDocs = {
  'GET /api/tribes': {
    summary: "The viewer's tribes and those they belong to",
    answer: { status: 200, description: 'Tribes', schema: z.array(tribe) },
  },
  'POST /api/tribes': {
    summary: 'Create a tribe',
    body: { schema: createTribeBody },
    answer: { status: 201, description: 'The tribe', schema: tribe },
  },
  'PATCH /api/tribes/{tribeId}': {
    summary: 'Rename a tribe (owner only)',
    body: { schema: renameTribeBody },
    answer: { status: 200, description: 'The tribe', schema: tribe },
    errors: tribeNotFound,
  },
  'DELETE /api/tribes/{tribeId}': {
    summary: 'Delete a custom tribe (owner only)',
    answer: { status: 204, description: 'Deleted' },
    errors: tribeNotFound,
  },
  'POST /api/tribes/{tribeId}/members': {
    summary: 'Add a member (or invite an address)',
    body: { schema: addTribeMemberBody },
    answer: { status: 201, description: 'The member', schema: tribeMember },
    errors: { ...tribeNotFound, 409: 'Already a member' },
  },
  'DELETE /api/tribes/{tribeId}/members/{memberId}': {
    summary: 'Remove a member',
    answer: { status: 204, description: 'Removed' },
    errors: tribeNotFound,
  },
  'GET /api/tribes/{tribeId}/photos': {
    summary: 'Photos shared with a tribe',
    query: listQuery,
    answer: { status: 200, description: 'A page of photos', schema: photoList, headers: pageHeaders },
    errors: tribeNotFound,
  },
  'POST /api/photos/{id}/likes': {
    summary: 'Toggle a like',
    answer: { status: 200, description: 'The counts', schema: reactionResult },
    errors: photoNotFound,
  },
  'POST /api/photos/{id}/dislikes': {
    summary: 'Toggle a dislike',
    answer: { status: 200, description: 'The counts', schema: reactionResult },
    errors: photoNotFound,
  },
  'GET /api/photos/{id}/comments': {
    summary: "A photo's comments",
    query: listQuery,
    answer: { status: 200, description: 'A page of comments', schema: z.array(comment), headers: pageHeaders },
    errors: photoNotFound,
  },
  'POST /api/photos/{id}/comments': {
    summary: 'Comment on a photo',
    body: { schema: createCommentBody },
    answer: { status: 201, description: 'The comment', schema: comment },
    errors: photoNotFound,
  },
  'GET /api/users/{userId}/profile': {
    summary: "A member's profile",
    answer: { status: 200, description: 'The profile', schema: memberProfile },
    errors: memberNotFound,
  },
  'POST /api/users/{userId}/follow': {
    summary: 'Follow a member',
    answer: { status: 200, description: 'The profile', schema: memberProfile },
    errors: memberNotFound,
  },
  'DELETE /api/users/{userId}/follow': {
    summary: 'Unfollow a member',
    answer: { status: 200, description: 'The profile', schema: memberProfile },
    errors: memberNotFound,
  },
  'GET /api/notifications': {
    summary: "The viewer's notifications, newest first",
    query: listQuery,
    answer: { status: 200, description: 'A page of notifications', schema: z.array(notification), headers: pageHeaders },
  },
  'GET /api/notifications/unread-count': {
    summary: 'How many are unread',
    answer: { status: 200, description: 'The count', schema: unreadCount },
  },
  'PATCH /api/notifications/{id}/read': {
    summary: 'Mark one read',
    answer: { status: 200, description: 'The unread count', schema: unreadCount },
    errors: { 404: 'No such notification of the viewer' },
  },
  'PATCH /api/notifications/read-all': { summary: 'Mark all read', answer: { status: 200, description: 'How many were marked' } },
  'GET /api/announcements': {
    summary: 'Active announcements',
    answer: { status: 200, description: 'Announcements', schema: z.array(announcement) },
  },
  'GET /api/weekly-features/current': {
    summary: "This week's featured photo, or null",
    answer: { status: 200, description: 'The feature or null', schema: weeklyFeature.nullable() },
  },
};
