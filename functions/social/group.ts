/** The social group: likes and dislikes, comments, follows and member profiles. */
import * as z from '../../shared/zod';
import { listQuery } from '../lib/http/cursor';
import { pageHeaders, photoNotFound } from '../lib/http/route-doc-parts';
import { comment, createCommentBody, followedMemberList, memberProfile, reactionResult } from '../../shared/schemas/social';
import { declareGroup } from '../lib/http/route';

const memberNotFound = { 404: 'No such member' };

export const SOCIAL_GROUP = declareGroup({
  name: 'social',
  // Comments and profiles show their authors' profile pictures through signed URLs.
  access: { table: 'readWrite', signsMedia: true },
  jobs: {
    counters: {
      does: 'Recounts the likes received, followers and following of members a deletion touched, and mends any that drifted',
      schedule: 'rate(10 minutes)',
      localIntervalMs: 60_000,
    },
  },
  routes: {
    'POST /api/photos/{id}/likes': {
      auth: 'session',
      doc: () => ({
        summary: 'Toggle a like',
        answer: { status: 200, description: 'The counts', schema: reactionResult },
        errors: { ...photoNotFound, 403: 'Likes are turned off for the tribes the photo is shared with' },
      }),
    },
    'POST /api/photos/{id}/dislikes': {
      auth: 'session',
      doc: () => ({
        summary: 'Toggle a dislike',
        answer: { status: 200, description: 'The counts', schema: reactionResult },
        errors: { ...photoNotFound, 403: 'Likes are turned off for the tribes the photo is shared with' },
      }),
    },
    'GET /api/photos/{id}/comments': {
      auth: 'session',
      doc: () => ({
        summary: "A photo's comments",
        query: listQuery,
        answer: { status: 200, description: 'A page of comments', schema: z.array(comment), headers: pageHeaders },
        errors: photoNotFound,
      }),
    },
    'POST /api/photos/{id}/comments': {
      auth: 'session',
      doc: () => ({
        summary: 'Comment on a photo',
        body: { schema: createCommentBody },
        answer: { status: 201, description: 'The comment', schema: comment },
        errors: { ...photoNotFound, 403: 'Comments are turned off for the tribes the photo is shared with' },
      }),
    },
    'GET /api/users/{userId}/profile': {
      auth: 'session',
      doc: () => ({
        summary: "A member's profile",
        answer: { status: 200, description: 'The profile', schema: memberProfile },
        errors: memberNotFound,
      }),
    },
    'POST /api/users/{userId}/follow': {
      auth: 'session',
      doc: () => ({
        summary: 'Follow a member',
        answer: { status: 200, description: 'The profile', schema: memberProfile },
        errors: { ...memberNotFound, 400: 'The viewer themself' },
      }),
    },
    'DELETE /api/users/{userId}/follow': {
      auth: 'session',
      doc: () => ({
        summary: 'Unfollow a member',
        answer: { status: 200, description: 'The profile', schema: memberProfile },
        errors: memberNotFound,
      }),
    },
    // The profile's Following tab.
    'GET /api/users/{userId}/following': {
      auth: 'session',
      doc: () => ({
        summary: 'The members a member follows, newest follow first, each with whether the viewer follows them',
        query: listQuery,
        answer: { status: 200, description: 'A page of followed members', schema: followedMemberList, headers: pageHeaders },
        errors: memberNotFound,
      }),
    },
  },
});
