/**
 * Download my data: how a copy in preparation stands, and what the archive's data.json
 * holds, so the web app, the tests and anyone reading the file agree on its shape.
 */
import * as z from '../zod';
import { privacy } from './photo';
import { lazySchema } from '../lazy-schema';

export const DATA_EXPORT_STATUSES = ['queued', 'building', 'ready', 'failed'] as const;
export type DataExportState = (typeof DATA_EXPORT_STATUSES)[number];

/** GET /api/auth/user/export (and POST's 202): the member's latest copy. */
export const dataExportStatus = lazySchema(() =>
  z.object({
    id: z.string(),
    status: z.enum(DATA_EXPORT_STATUSES),
    /** Photos packed so far, of `total`. */
    done: z.number(),
    total: z.number(),
    requestedAt: z.string(),
    readyAt: z.nullable(z.string()),
    /** When the download goes away (a day after it was ready). */
    expiresAt: z.nullable(z.string()),
    sizeBytes: z.nullable(z.number()),
    /** A signed link to the zip, for the signed-in member only; null until ready. */
    downloadUrl: z.nullable(z.string()),
  }),
);
export type DataExportStatus = z.infer<typeof dataExportStatus>;

/** The files of the archive: `data.json` and, per photo, its original and current image under photos/. */
export const ARCHIVE_DATA_FILE = 'data.json';

const exportedPhoto = lazySchema(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    description: z.nullable(z.string()),
    tags: z.array(z.string()),
    mood: z.nullable(z.string()),
    primaryColors: z.array(z.string()),
    privacy,
    createdAt: z.string(),
    /** Paths inside the zip; null when the photo has no such image (still processing, say). */
    originalFile: z.nullable(z.string()),
    currentFile: z.nullable(z.string()),
  }),
);

export const archiveData = lazySchema(() =>
  z.object({
    exportedAt: z.string(),
    member: z.object({ id: z.string(), email: z.string(), firstName: z.nullable(z.string()), lastName: z.nullable(z.string()) }),
    photos: z.array(exportedPhoto),
    comments: z.array(z.object({ id: z.string(), photoId: z.string(), content: z.string(), createdAt: z.string() })),
    reactions: z.array(z.object({ photoId: z.string(), reaction: z.string() })),
    tribes: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        type: z.string(),
        memberIds: z.array(z.string()),
        invitedEmails: z.array(z.string()),
      }),
    ),
    memberOfTribes: z.array(z.string()),
    capsules: z.array(
      z.object({
        id: z.string(),
        photoId: z.string(),
        journalEntry: z.string(),
        emotionTone: z.nullable(z.string()),
        unlockDate: z.nullable(z.string()),
        tags: z.array(z.string()),
        createdAt: z.string(),
      }),
    ),
    shareLinks: z.array(
      z.object({
        id: z.string(),
        photoId: z.string(),
        shareType: z.string(),
        toEmail: z.nullable(z.string()),
        customMessage: z.nullable(z.string()),
        createdAt: z.string(),
        expiresAt: z.string(),
        views: z.number(),
      }),
    ),
    notifications: z.array(
      z.object({
        id: z.string(),
        type: z.string(),
        title: z.string(),
        message: z.string(),
        photoId: z.nullable(z.string()),
        isRead: z.boolean(),
        createdAt: z.string(),
      }),
    ),
  }),
);
export type ArchiveData = z.infer<typeof archiveData>;
