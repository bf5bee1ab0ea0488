/** The tribes group: a member's tribes, their members and invitations, and each tribe's feed. */
import * as z from '../../shared/zod';
import { listQuery } from '../lib/http/cursor';
import { pageHeaders } from '../lib/http/route-doc-parts';
import { photoList } from '../../shared/schemas/photo';
import {
  addTribeMemberBody,
  createTribeBody,
  renameTribeBody,
  tribe,
  tribeInvitation,
  tribeInvitationSent,
} from '../../shared/schemas/tribe';
import { declareGroup } from '../lib/http/route';

const tribeNotFound = { 404: 'No such tribe of the viewer' };

export const TRIBES_GROUP = declareGroup({
  name: 'tribes',
  // The invitation mail goes to every invited address.
  access: { table: 'readWrite', mail: true, signsMedia: true },
  routes: {
    'GET /api/tribes': {
      auth: 'session',
      doc: () => ({
        summary: "The viewer's tribes and those they belong to",
        answer: { status: 200, description: 'Tribes', schema: z.array(tribe) },
      }),
    },
    'POST /api/tribes': {
      auth: 'session',
      doc: () => ({
        summary: 'Create a tribe',
        body: { schema: createTribeBody },
        answer: { status: 201, description: 'The tribe', schema: tribe },
        errors: { 400: 'No name, or already 20 custom tribes' },
      }),
    },
    'PATCH /api/tribes/{tribeId}': {
      auth: 'session',
      doc: () => ({
        summary: 'Rename a tribe (owner only)',
        body: { schema: renameTribeBody },
        answer: { status: 200, description: 'The tribe', schema: tribe },
        errors: { ...tribeNotFound, 403: 'Not the owner of the tribe' },
      }),
    },
    'DELETE /api/tribes/{tribeId}': {
      auth: 'session',
      doc: () => ({
        summary: 'Delete a custom tribe (owner only)',
        answer: { status: 204, description: 'Deleted' },
        errors: { ...tribeNotFound, 400: 'One of the five built-in tribes', 403: 'Not the owner of the tribe' },
      }),
    },
    'POST /api/tribes/{tribeId}/members': {
      auth: 'session',
      doc: () => ({
        summary: 'Invite an address (owner only); the same answer whether or not it has an account',
        body: { schema: addTribeMemberBody },
        answer: { status: 201, description: "The tribe and the invitation, status 'Invited'", schema: tribeInvitationSent },
        errors: {
          403: 'Not the owner of the tribe',
          ...tribeNotFound,
          400: 'Your own address, or the tribe is full (200 members and invitations)',
          409: 'Already a member, or already invited',
          429: 'More than 50 invitations today',
        },
      }),
    },
    'DELETE /api/tribes/{tribeId}/members/{memberId}': {
      auth: 'session',
      doc: () => ({
        summary: 'Remove a member, withdraw an invitation (by address), or leave',
        answer: { status: 204, description: 'Removed' },
        errors: { ...tribeNotFound, 403: 'Not the owner of the tribe, and not leaving it' },
      }),
    },
    'GET /api/tribes/{tribeId}/photos': {
      auth: 'session',
      doc: () => ({
        summary: 'Photos shared with a tribe',
        query: listQuery,
        answer: { status: 200, description: 'A page of photos', schema: photoList, headers: pageHeaders },
        errors: tribeNotFound,
      }),
    },
    'GET /api/tribes/invitations': {
      auth: 'session',
      doc: () => ({
        summary: "The invitations waiting for the viewer's address, newest first",
        query: listQuery,
        answer: {
          status: 200,
          description: 'A page of invitations',
          schema: z.array(tribeInvitation),
          headers: pageHeaders,
        },
      }),
    },
    'POST /api/tribes/{tribeId}/accept': {
      auth: 'session',
      doc: () => ({
        summary: "Accept the viewer's invitation to the tribe: they become a member",
        answer: { status: 200, description: 'The tribe', schema: tribe },
        errors: { 404: 'No invitation of the viewer to this tribe', 409: 'Already a member' },
      }),
    },
    'POST /api/tribes/{tribeId}/decline': {
      auth: 'session',
      doc: () => ({
        summary: "Decline the viewer's invitation to the tribe: it is removed",
        answer: { status: 204, description: 'Declined' },
        errors: { 404: 'No invitation of the viewer to this tribe' },
      }),
    },
  },
});
