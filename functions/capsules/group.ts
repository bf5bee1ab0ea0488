/** The capsules group: a member's memory capsules, written on their own photos and sealed until a date. */
import { createCapsuleBody, memoryCapsule, utcDay } from '../../shared/schemas/capsule';
import * as z from '../../shared/zod';
import { listQuery } from '../lib/http/cursor';
import { declareGroup } from '../lib/http/route';
import { pageHeaders, photoNotFound } from '../lib/http/route-doc-parts';

export const CAPSULES_GROUP = declareGroup({
  name: 'capsules',
  // Capsules show their photo's thumbnail through a signed URL.
  access: { table: 'readWrite', signsMedia: true },
  routes: {
    'POST /api/memory-capsules': {
      auth: 'session',
      doc: () => ({
        summary:
          "Write a capsule on one of the member's own photos, sealed until its unlock date (none: open at once; not before today, UTC)",
        body: { schema: createCapsuleBody(() => utcDay(new Date())) },
        answer: {
          status: 201,
          description: 'The capsule as the list shows it: sealed (no entry, no tags) while its date is ahead',
          schema: memoryCapsule,
        },
        errors: { ...photoNotFound, 403: "Another member's photo" },
      }),
    },
    'GET /api/memory-capsules': {
      auth: 'session',
      doc: () => ({
        summary: "The member's own capsules, newest first; a sealed one without its entry and tags",
        query: listQuery,
        answer: { status: 200, description: 'A page of capsules', schema: z.array(memoryCapsule), headers: pageHeaders },
      }),
    },
    'DELETE /api/memory-capsules/{id}': {
      auth: 'session',
      doc: () => ({
        summary: 'Delete one of the member’s capsules',
        answer: { status: 204, description: 'Deleted' },
        errors: { 404: 'No such capsule of the member' },
      }),
    },
  },
});
