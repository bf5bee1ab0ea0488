/** The shares group: private share links, made and managed by members, opened by anyone with the link. */
import { createdShare, createShareBody, share, shareListQuery, sharedPhoto } from '../../shared/schemas/share';
import * as z from '../../shared/zod';
import { listQuery } from '../lib/http/cursor';
import { declareGroup } from '../lib/http/route';
import { pageHeaders, photoNotFound } from '../lib/http/route-doc-parts';

export const SHARES_GROUP = declareGroup({
  name: 'shares',
  // Mails share links to their recipients and signs the shared display image's URL.
  access: { table: 'readWrite', mail: true, signsMedia: true },
  routes: {
    'POST /api/silent-shares': {
      auth: 'session',
      doc: () => ({
        summary:
          'Make a private link to a photo, mailed to the recipient when an address is given; the link is in this answer and the mail only',
        body: { schema: createShareBody },
        answer: { status: 201, description: 'The link and the share as its creator manages it', schema: createdShare },
        errors: {
          ...photoNotFound,
          403: "Another member's photo that is not public",
          409: 'The photo is still being analysed',
          429: 'Too many share mails this hour',
          503: 'The mail could not be sent (the link is taken back)',
        },
      }),
    },
    'GET /api/silent-shares': {
      auth: 'session',
      doc: () => ({
        summary: "The member's own links (of one photo with ?photoId=), newest first; never the link itself",
        query: z.extend(listQuery, shareListQuery.shape),
        answer: { status: 200, description: 'A page of shares', schema: z.array(share), headers: pageHeaders },
      }),
    },
    'DELETE /api/silent-shares/{id}': {
      auth: 'session',
      doc: () => ({
        summary: 'Revoke one of the member’s links: it stops opening at once',
        answer: { status: 204, description: 'Revoked' },
        errors: { 404: 'No such share of the member' },
      }),
    },
    // Public: the recipient of a private link needs no account.
    'GET /api/shares/{link}': {
      auth: 'public',
      doc: () => ({
        summary:
          "Open a private link: the photo's display image (a short-lived signed URL), its text and the sender's name; counts a view",
        answer: { status: 200, description: 'The shared photo', schema: sharedPhoto },
        errors: {
          404: 'No such link, revoked, or the sender may no longer share the photo',
          410: 'The link has expired',
        },
      }),
    },
  },
});
