/** The photos group: the photo lists, search and a photo's detail. */
import * as z from '../../shared/zod';
import { listQuery } from '../lib/http/cursor';
import { pageHeaders, photoNotFound } from '../lib/http/route-doc-parts';
import { photo, photoList, searchQuery, trendingQuery } from '../../shared/schemas/photo';
import { savedEdit } from '../../shared/schemas/photo-edit';
import { declareGroup } from '../lib/http/route';

const photoPage = (description: string) => ({ status: 200, description, schema: photoList, headers: pageHeaders });

export const PHOTOS_GROUP = declareGroup({
  name: 'photos',
  // The photo lists and detail: they sign the media URLs they answer with and touch no object.
  access: { table: 'readWrite', signsMedia: true },
  routes: {
    'GET /api/photos': {
      auth: 'session',
      doc: () => ({
        summary: 'The feed: what the viewer may see, newest first',
        query: listQuery,
        answer: photoPage('A page of photos'),
      }),
    },
    // Public so the landing page can ask; visitors get an empty list (public means every member).
    'GET /api/photos/trending': {
      auth: 'public',
      doc: () => ({
        summary: 'Trending public photos (visitors get an empty list)',
        query: trendingQuery,
        answer: { status: 200, description: 'Photos', schema: photoList },
      }),
    },
    'GET /api/photos/{id}': {
      auth: 'session',
      doc: () => ({ summary: 'One photo', answer: { status: 200, description: 'The photo', schema: photo }, errors: photoNotFound }),
    },
    'GET /api/users/{userId}/photos': {
      auth: 'session',
      doc: () => ({
        summary: "A member's photos, as far as the viewer may see them",
        query: listQuery,
        answer: photoPage('A page of photos'),
      }),
    },
    'GET /api/photos/following': {
      auth: 'session',
      doc: () => ({
        summary: 'Photos of the members the viewer follows',
        query: listQuery,
        answer: photoPage('A page of photos'),
      }),
    },
    'GET /api/photos/{id}/edit': {
      auth: 'session',
      doc: () => ({
        summary:
          'The design state an edited photo was saved with, and the signed URL of the original it applies to (null once that original is gone), so the editor can go on from it (owner only)',
        answer: { status: 200, description: 'The saved edit', schema: savedEdit },
        errors: { 404: 'No such photo of the viewer, or the photo has no saved edit' },
      }),
    },
    'GET /api/photos/search': {
      auth: 'session',
      doc: () => ({
        summary:
          'Search the photos the viewer may see by title, description, tag, mood and colour words: all words matched first, then newest (the first 8 words are looked up)',
        query: z.extend(listQuery, searchQuery.shape),
        answer: photoPage('A page of matching photos'),
        errors: { 400: 'No query, or over 100 characters' },
      }),
    },
    // The All Public tab (public photos only), the profile's Liked and Following tabs.
    'GET /api/photos/public': {
      auth: 'session',
      doc: () => ({
        summary: "Public photos only, newest first (the Tribe Feeds screen's All Public tab): never a tribe's or a private photo",
        query: listQuery,
        answer: photoPage('A page of public photos'),
      }),
    },
    'GET /api/users/{userId}/liked-photos': {
      auth: 'session',
      doc: () => ({
        summary: 'The photos the member liked that they may still see, newest like first; only the member themself may ask',
        query: listQuery,
        answer: photoPage('A page of liked photos'),
        errors: { 403: 'Another member\'s likes: "Only the member can see the photos they liked"' },
      }),
    },
  },
});
