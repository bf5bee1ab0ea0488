/** The mobile group: API keys (managed in the browser) and the mobile API (called with a key). */
import * as z from '../../shared/zod';
import { listQuery } from '../lib/http/cursor';
import {
  apiKeyList,
  apiKeySummary,
  createMobileUploadsBody,
  generateKeyBody,
  generateKeyResponse,
  mobileStatus,
  mobileUploadFields,
} from '../../shared/schemas/api-key';
import { createUploadsResponse, photo } from '../../shared/schemas/photo';
import { declareGroup } from '../lib/http/route';

// The examples are functions, built only with the document.
const exampleKey = () => ({
  id: '01JD7Q6X3M8W2B5N9R4T1Y0ZKA',
  name: "Ava's iPhone",
  platform: 'ios',
  keyPreview: 'k3Xa••••••••9fQe',
  createdAt: '2026-11-20T09:15:00.000Z',
  expiresAt: '2027-11-20T09:15:00.000Z',
  lastUsed: null,
  isActive: true,
});
const examplePhoto = () => ({
  id: '01JD7QB1Z3K5M7P9R2T4V6X8YA',
  userId: '01JD7P0000000000000000AVA0',
  title: 'Sunset over the harbour',
  description: null,
  // Nothing is served before the analysis has checked the upload.
  photoUrl: '',
  thumbnailUrl: null,
  originalUrl: null,
  width: null,
  height: null,
  style: 'one-liner',
  placeholder: null,
  status: 'processing',
  views: 0,
  likes: 0,
  dislikes: 0,
  comments: 0,
  tags: [],
  mood: null,
  primaryColors: [],
  isLiked: false,
  isDisliked: false,
  privacy: { visibility: 'private', allowedTribes: [], intent: 'memory' },
  user: { id: '01JD7P0000000000000000AVA0', firstName: 'Ava', lastName: 'Stone', email: 'ava@example.com', profileImageUrl: null },
  tribeSpecificContent: {},
  sharedThrough: [],
  createdAt: '2026-11-20T09:20:00.000Z',
  updatedAt: '2026-11-20T09:20:00.000Z',
});
const idempotency =
  'Send an `Idempotency-Key` header (1 to 255 printable characters, e.g. a UUID) to make retries safe: for 24 hours a request with the same key and header gets the first answer again (with `Idempotent-Replayed: true`) instead of making a second photo.';
const rateLimit = { 429: 'More than 100 uploads with this key in the hour (Retry-After says when to try again)' };

export const MOBILE_GROUP = declareGroup({
  name: 'mobile',
  // Uploads with a key: presigned like the browser's, so it writes the objects it signs for.
  access: { table: 'readWrite', media: 'readWrite', signsMedia: true },
  routes: {
    // Mobile apps: keys are managed in the browser, the rest is called with a key.
    'POST /api/mobile/generate-key': {
      auth: 'session',
      doc: () => ({
        summary: 'Generate an API key for a mobile app (signed-in member)',
        description:
          'The full key is in this answer only: it is stored as its SHA-256 hash. Keys expire after 365 days; a member has at most 10 active keys.',
        body: { schema: generateKeyBody, example: { platform: 'ios', name: "Ava's iPhone" } },
        answer: {
          status: 201,
          description: 'The key, shown once, and its summary',
          schema: generateKeyResponse,
          example: { apiKey: 'k3Xa' + 'x'.repeat(56) + '9fQe', key: exampleKey() },
        },
        errors: { 400: 'Invalid body, or already 10 active keys', 429: 'More than 20 keys generated today' },
      }),
    },
    'GET /api/mobile/keys': {
      auth: 'session',
      doc: () => ({
        summary: "The member's API keys, newest first (never the key itself)",
        query: listQuery,
        answer: {
          status: 200,
          description: 'The keys',
          schema: apiKeyList,
          example: { apiKeys: [exampleKey()] },
          headers: { 'X-Next-Cursor': 'the cursor of the next page (`?cursor=`), absent on the last page' },
        },
      }),
    },
    'DELETE /api/mobile/keys/{id}': {
      auth: 'session',
      doc: () => ({
        summary: 'Deactivate an API key (owner only)',
        description: 'The key stays listed as inactive. It stops working within 60 seconds (the authorizer cache).',
        answer: {
          status: 200,
          description: 'The deactivated key',
          schema: z.object({ key: apiKeySummary }),
          example: { key: { ...exampleKey(), isActive: false } },
        },
        errors: { 404: 'No such key of this member' },
      }),
    },
    'GET /api/mobile/status': {
      auth: 'apiKey',
      doc: () => ({
        summary: 'Check a key: who it belongs to and when it expires',
        answer: {
          status: 200,
          description: 'The key works',
          schema: mobileStatus,
          example: {
            ok: true,
            user: { id: examplePhoto().userId, firstName: 'Ava', lastName: 'Stone' },
            key: { name: "Ava's iPhone", platform: 'ios', expiresAt: exampleKey().expiresAt },
          },
        },
      }),
    },
    'POST /api/mobile/upload': {
      auth: 'apiKey',
      doc: () => ({
        summary: 'Upload one photo as multipart/form-data (bodies up to 4.4 MB)',
        description: `The photo goes through the same pipeline as every upload (type sniffed from the bytes, GPS stripped, derived images, colours, AI text); a title or description sent is kept and the AI writes the rest. In the cloud a request body over about 4.4 MB never reaches the function (6 MB after base64), so both modes refuse it with 413: use POST /api/mobile/uploads for larger photos. ${idempotency}`,
        body: {
          schema: mobileUploadFields,
          encoding: 'multipart',
          files: ['photo'],
          example: { title: 'Sunset over the harbour', description: 'From the pier', visibility: 'private' },
        },
        answer: { status: 201, description: 'The photo, status processing', schema: photo, example: examplePhoto() },
        errors: {
          409: 'A request with this Idempotency-Key is still being processed',
          413: 'Body over 4.4 MB: use the presigned flow',
          415: 'Not multipart, or not a JPEG, PNG, GIF or WebP',
          ...rateLimit,
        },
      }),
    },
    'POST /api/mobile/uploads': {
      auth: 'apiKey',
      doc: () => ({
        summary: 'Presigned uploads (recommended): one presigned POST per file, up to 10 MB each',
        description: `Then POST each file straight to its \`url\` as multipart/form-data with every field of \`fields\` first and the file last as \`file\` (storage answers 204); the analysis starts when the bytes arrive. ${idempotency}`,
        body: {
          schema: createMobileUploadsBody,
          example: {
            files: [{ name: 'harbour.jpg', type: 'image/jpeg', size: 5_242_880 }],
            title: 'Sunset over the harbour',
            privacy: { visibility: 'private' },
          },
        },
        answer: {
          status: 201,
          description: 'Where to send each file',
          schema: createUploadsResponse,
          example: {
            uploads: [
              {
                photoId: examplePhoto().id,
                url: 'https://snifty-photos-media.s3.amazonaws.com/',
                fields: { key: 'inbox/...', 'Content-Type': 'image/jpeg', Policy: '...', 'X-Amz-Signature': '...' },
              },
            ],
          },
        },
        errors: { 409: 'A request with this Idempotency-Key is still being processed', ...rateLimit },
      }),
    },
  },
});
