/** OpenAPI descriptions of the photo routes. */
import { listQuery } from '../../../lib/http/cursor';
import {
  createUploadsResponse,
  photo,
  photoList,
  reanalyzeBody,
  restoredAnalysis,
  searchQuery,
  trendingQuery,
  updatePrivacyBody,
  createUploadsBody,
  uploadPhotoFields,
} from '../../../../shared/schemas/photo';
import { createEditUploadBody, editResult, editUploadResult } from '../../../../shared/schemas/photo-edit';
import type { RouteDocs } from '../route-doc';
import * as z from '../../../../shared/zod';

const pageHeaders = { 'X-Next-Cursor': 'the cursor of the next page (`?cursor=`), absent on the last page' };
const photoPage = (description: string) => ({ status: 200, description, schema: photoList, headers: pageHeaders });
const notFound = { 404: 'No such photo, or the viewer may not see it' };

export const photoDocs = (): RouteDocs => ({
  'POST /api/photos/uploads': {
    summary: 'Presigned uploads: one presigned POST per file (up to 10, 10 MB each)',
    body: { schema: createUploadsBody },
    answer: { status: 201, description: 'Send each file to its url with its fields', schema: createUploadsResponse },
    errors: { 429: 'Too many uploads' },
  },
  'POST /api/photos': {
    summary: 'Upload one photo as multipart/form-data',
    body: { schema: uploadPhotoFields, encoding: 'multipart', files: ['photo'] },
    answer: { status: 201, description: 'The photo, status processing', schema: photo },
    errors: { 413: 'Larger than 10 MB', 415: 'Not a JPEG, PNG, GIF or WebP', 429: 'Too many uploads' },
  },
  'GET /api/photos': {
    summary: 'The feed: what the viewer may see, newest first',
    query: listQuery,
    answer: photoPage('A page of photos'),
  },
  'GET /api/photos/search': {
    summary:
      'Search the photos the viewer may see by title, description, tag, mood and colour words: all words matched first, then newest (the first 8 words are looked up)',
    query: z.extend(listQuery, searchQuery.shape),
    answer: photoPage('A page of matching photos'),
    errors: { 400: 'No query, or over 100 characters' },
  },
  'GET /api/photos/trending': {
    summary: 'Trending public photos (visitors get an empty list)',
    query: trendingQuery,
    answer: { status: 200, description: 'Photos', schema: photoList },
  },
  'GET /api/photos/{id}': { summary: 'One photo', answer: { status: 200, description: 'The photo', schema: photo }, errors: notFound },
  'PATCH /api/photos/{id}/privacy': {
    summary: "Change a photo's privacy (owner only)",
    body: { schema: updatePrivacyBody },
    answer: { status: 200, description: 'The photo', schema: photo },
    errors: notFound,
  },
  'POST /api/photos/{id}/reanalyze': {
    summary: 'Rewrite the AI text in another style (owner only)',
    body: { schema: reanalyzeBody },
    answer: { status: 200, description: 'The new text' },
    errors: {
      ...notFound,
      409: 'The photo is still being analysed',
      429: 'Too many restyles this hour',
      503: 'The model gave no valid answer',
    },
  },
  'POST /api/photos/{id}/reanalyze/undo': {
    summary: 'Undo the last restyle: the text it replaced comes back (owner only)',
    answer: { status: 200, description: 'The restored text and its style', schema: restoredAnalysis },
    errors: { ...notFound, 409: 'Nothing to undo' },
  },
  'POST /api/photos/edit': {
    summary:
      "Save an edit (multipart: photo, originalPhotoId, editData, optional saveAs and photoId): 'photo' (the default) replaces the photo's image in place, 'copy' makes a new photo",
    answer: {
      status: 200,
      description: 'In place: editedPhotoUrl is the edited image; the photo shows it once editProcessing ends',
      schema: editResult,
    },
    errors: {
      ...notFound,
      409: 'The photo is still being analysed',
      413: 'Larger than the API carries',
      415: 'Not an image',
      429: 'Too many uploads',
    },
  },
  'POST /api/photos/edit/uploads': {
    summary: "Save an edit by presigned POST (the web app): in place ('photo', the default, 200) or as a copy ('copy', 201)",
    body: { schema: createEditUploadBody },
    answer: { status: 200, description: 'Send the edited image to url with fields', schema: editUploadResult },
    errors: { ...notFound, 409: 'The photo is still being analysed', 429: 'Too many uploads' },
  },
  'POST /api/photos/{id}/edit/revert': {
    summary: 'Revert to original: the photo shows its own original again and its edits in place are forgotten (owner only)',
    answer: { status: 200, description: 'The photo', schema: photo },
    errors: { ...notFound, 409: 'Nothing to revert, or a save changed the edits meanwhile' },
  },
  'DELETE /api/photos/{id}': {
    summary: 'Delete a photo (owner only)',
    answer: { status: 204, description: 'Deleted' },
    errors: notFound,
  },
  'GET /api/users/{userId}/photos': {
    summary: "A member's photos, as far as the viewer may see them",
    query: listQuery,
    answer: photoPage('A page of photos'),
  },
  'GET /api/photos/following': {
    summary: 'Photos of the members the viewer follows',
    query: listQuery,
    answer: photoPage('A page of photos'),
  },
  'GET /api/photos/public': {
    summary: "Public photos only, newest first (the Tribe Feeds screen's All Public tab): never a tribe's or a private photo",
    query: listQuery,
    answer: photoPage('A page of public photos'),
  },
  'GET /api/users/{userId}/liked-photos': {
    summary: 'The photos the member liked that they may still see, newest like first; only the member themself may ask',
    query: listQuery,
    answer: photoPage('A page of liked photos'),
    errors: { 403: 'Another member\'s likes: "Only the member can see the photos they liked"' },
  },
});
