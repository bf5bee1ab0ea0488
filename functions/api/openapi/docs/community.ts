/** OpenAPI descriptions of the tribe, social, notification and content routes. */
import * as z from '../../../../shared/zod';
import { announcement, weeklyFeature } from '../../../../shared/schemas/content';
import {
  comment,
  createCommentBody,
  followedMemberList,
  memberProfile,
  notification,
  reactionResult,
  unreadCount,
} from '../../../../shared/schemas/social';
import {
  tribe,
  tribeInvitation,
  tribeInvitationSent,
  addTribeMemberBody,
  createTribeBody,
  renameTribeBody,
} from '../../../../shared/schemas/tribe';
import { photoList } from '../../../../shared/schemas/photo';
import { listQuery } from '../../../lib/http/cursor';
import type { RouteDocs } from '../route-doc';

const pageHeaders = { 'X-Next-Cursor': 'the cursor of the next page (`?cursor=`), absent on the last page' };
const tribeNotFound = { 404: 'No such tribe of the viewer' };
const photoNotFound = { 404: 'No such photo, or the viewer may not see it' };
const memberNotFound = { 404: 'No such member' };

export const communityDocs = (): RouteDocs => ({
  'GET /api/tribes': {
    summary: "The viewer's tribes and those they belong to",
    answer: { status: 200, description: 'Tribes', schema: z.array(tribe) },
  },
  'POST /api/tribes': {
    summary: 'Create a tribe',
    body: { schema: createTribeBody },
    answer: { status: 201, description: 'The tribe', schema: tribe },
    errors: { 400: 'No name, or already 20 custom tribes' },
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
    summary: 'Invite an address (owner only); the same answer whether or not it has an account',
    body: { schema: addTribeMemberBody },
    answer: { status: 201, description: "The tribe and the invitation, status 'Invited'", schema: tribeInvitationSent },
    errors: {
      ...tribeNotFound,
      400: 'Your own address, or the tribe is full (200 members and invitations)',
      409: 'Already a member, or already invited',
      429: 'More than 50 invitations today',
    },
  },
  'GET /api/tribes/invitations': {
    summary: "The invitations waiting for the viewer's address, newest first",
    query: listQuery,
    answer: {
      status: 200,
      description: 'A page of invitations',
      schema: z.array(tribeInvitation),
      headers: pageHeaders,
    },
  },
  'POST /api/tribes/{tribeId}/accept': {
    summary: "Accept the viewer's invitation to the tribe: they become a member",
    answer: { status: 200, description: 'The tribe', schema: tribe },
    errors: { 404: 'No invitation of the viewer to this tribe', 409: 'Already a member' },
  },
  'POST /api/tribes/{tribeId}/decline': {
    summary: "Decline the viewer's invitation to the tribe: it is removed",
    answer: { status: 204, description: 'Declined' },
    errors: { 404: 'No invitation of the viewer to this tribe' },
  },
  'DELETE /api/tribes/{tribeId}/members/{memberId}': {
    summary: 'Remove a member, withdraw an invitation (by address), or leave',
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
  'GET /api/users/{userId}/following': {
    summary: 'The members a member follows, newest follow first, each with whether the viewer follows them',
    query: listQuery,
    answer: { status: 200, description: 'A page of followed members', schema: followedMemberList, headers: pageHeaders },
    errors: memberNotFound,
  },
  'GET /api/notifications': {
    summary: "The viewer's notifications, newest first",
    query: listQuery,
    answer: {
      status: 200,
      description: 'A page of notifications',
      schema: z.array(notification),
      headers: pageHeaders,
    },
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
    answer: { status: 200, description: 'The feature or null', schema: z.nullable(weeklyFeature) },
  },
});
