/**
 * The photo editor's calls (issue 11): the spec's multipart POST /api/photos/edit, the JSON call the
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

/** Multipart fields of POST /api/photos/edit besides the file `photo`. */
export const editPhotoFields = lazySchema(() => z.object({ originalPhotoId, editData: editDataText }));

/** POST /api/photos/edit/uploads: the edit's file as the upload flow describes one, and its design state. */
export const createEditUploadBody = lazySchema(() => z.object({ originalPhotoId, file: uploadRequestFile, editData }));

/** 201 of POST /api/photos/edit (SPEC.md "Edit result"), with the new photo and the one it came from. */
export const editResult = lazySchema(() => z.object({ editedPhotoUrl: z.string(), editedFrom: z.string(), photo }));
export type EditResult = z.infer<typeof editResult>;

/** 201 of POST /api/photos/edit/uploads: where to send the bytes; the new photo exists (processing). */
export const editUploadResult = lazySchema(() =>
  z.object({
    photoId: z.string(),
    editedFrom: z.string(),
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
