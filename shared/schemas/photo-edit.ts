/**
 * The photo editor's calls: the multipart POST /api/photos/edit, the JSON call the
 * web app uses to send the bytes with a presigned POST instead (the cloud's API payload limit), and the
 * saved design state an edited photo can be re-opened from.
 */
import * as z from '../zod';
import { MAX_EDIT_DATA_BYTES, MAX_JSON_DEPTH } from '../constants';
import { jsonTextTooDeep, valueTooDeep } from '../json-depth';
import { EDIT_MESSAGES } from '../messages/edit';
import { photo, uploadRequestFile } from './photo';
import { lazySchema } from '../lazy-schema';

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

/**
 * The editor's design state: any JSON object, nested MAX_JSON_DEPTH levels at most (checked without
 * recursion, before it is serialised) and at most MAX_EDIT_DATA_BYTES once serialised.
 */
export const editData = lazySchema(() =>
  z.record(z.string(), z.unknown(), { error: EDIT_MESSAGES.editDataInvalid }).check(
    z.superRefine((value, ctx) => {
      if (valueTooDeep(value, MAX_JSON_DEPTH))
        ctx.issues.push({ code: 'custom', message: EDIT_MESSAGES.editDataTooDeep, input: value });
      else if (utf8Bytes(JSON.stringify(value)) > MAX_EDIT_DATA_BYTES)
        ctx.issues.push({ code: 'custom', message: EDIT_MESSAGES.editDataTooLarge, input: value });
    }),
  ),
);
export type EditData = z.infer<typeof editData>;

/** editData as the JSON text a multipart field carries. */
const editDataText = lazySchema(() =>
  z.pipe(
    z.pipe(
      z
        .string({ error: EDIT_MESSAGES.editDataInvalid })
        .check(z.maxLength(MAX_EDIT_DATA_BYTES, { message: EDIT_MESSAGES.editDataTooLarge })),
      z.transform((text, ctx) => {
        if (jsonTextTooDeep(text, MAX_JSON_DEPTH)) {
          ctx.issues.push({ code: 'custom', message: EDIT_MESSAGES.editDataTooDeep, input: text });
          return z.NEVER;
        }
        try {
          return JSON.parse(text) as unknown;
        } catch {
          ctx.issues.push({ code: 'custom', message: EDIT_MESSAGES.editDataInvalid, input: text });
          return z.NEVER;
        }
      }),
    ),
    editData,
  ),
);

const originalPhotoId = lazySchema(() =>
  z
    .string({ error: EDIT_MESSAGES.originalRequired })
    .check(z.minLength(1, { error: EDIT_MESSAGES.originalRequired }), z.maxLength(64)),
);

/**
 * How a save lands: 'photo' replaces the photo's image in place (same id, likes, comments,
 * privacy, capsules and share links; the original kept for a revert), 'copy' makes a new photo of it.
 */
export const EDIT_SAVE_MODES = ['photo', 'copy'] as const;
export type EditSaveMode = (typeof EDIT_SAVE_MODES)[number];
const saveAs = lazySchema(() => z._default(z.enum(EDIT_SAVE_MODES, { error: EDIT_MESSAGES.saveAsInvalid }), 'photo'));

/**
 * The photo a save in place replaces: originalPhotoId unless given (an edited copy continued from its
 * original's design state names the original there and itself here).
 */
const photoId = lazySchema(() => z.optional(z.string().check(z.minLength(1), z.maxLength(64))));

/** Multipart fields of POST /api/photos/edit besides the file `photo`. */
export const editPhotoFields = lazySchema(() => z.object({ originalPhotoId, editData: editDataText, saveAs, photoId }));

/** POST /api/photos/edit/uploads: the edit's file as the upload flow describes one, and its design state. */
export const createEditUploadBody = lazySchema(() =>
  z.object({ originalPhotoId, file: uploadRequestFile, editData, saveAs, photoId }),
);

/**
 * POST /api/photos/edit: `editedPhotoUrl` is the edited image; `photo` the photo
 * that shows it (the same one, 200, whose derived images follow once `editProcessing` ends; or the new
 * copy, 201) and `editedFrom` the photo edited.
 */
export const editResult = lazySchema(() =>
  z.object({ editedPhotoUrl: z.string(), editedFrom: z.string(), savedAs: z.enum(EDIT_SAVE_MODES), photo }),
);
export type EditResult = z.infer<typeof editResult>;

/** POST /api/photos/edit/uploads: where to send the bytes, and the photo that will show them (the same one, or the new copy). */
export const editUploadResult = lazySchema(() =>
  z.object({
    photoId: z.string(),
    editedFrom: z.string(),
    savedAs: z.enum(EDIT_SAVE_MODES),
    url: z.string(),
    fields: z.record(z.string(), z.string()),
  }),
);
export type EditUploadResult = z.infer<typeof editUploadResult>;

/**
 * GET /api/photos/{id}/edit: the design state an edited photo was saved with, and the signed URL of the
 * original it applies to (null once that original is gone: the edit can then only start afresh).
 */
export const savedEdit = lazySchema(() =>
  z.object({
    photoId: z.string(),
    editedFrom: z.string(),
    editData,
    createdAt: z.string(),
    sourceImageUrl: z.nullable(z.string()),
  }),
);
export type SavedEdit = z.infer<typeof savedEdit>;
