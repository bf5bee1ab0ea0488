/**
 * multipart/form-data bodies (POST /api/photos, the mobile upload), parsed with the platform's own
 * FormData parser (undici's, in Node 20 and on Lambda), so no hand-written boundary handling.
 */
import { MAX_UPLOAD_BYTES } from '../../../shared/constants';
import { HTTP_MESSAGES, PHOTO_MESSAGES } from '../../../shared/messages';
import { BadRequestError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../errors';
import { header } from './request';
import type { ApiEvent } from './types';

/** Room for the other fields and the part headers around a 10 MB file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export interface MultipartBody {
  fields: Record<string, string>;
  files: Record<string, { name: string; type: string; bytes: Buffer }>;
}

/** `fieldBytes`: room for text fields larger than usual (an edit's design state) beside the file. */
export async function parseMultipart(event: ApiEvent, options: { fieldBytes?: number } = {}): Promise<MultipartBody> {
  const contentType = header(event, 'content-type') ?? '';
  if (!/^multipart\/form-data;\s*boundary=/i.test(contentType)) throw new UnsupportedMediaTypeError(PHOTO_MESSAGES.multipartRequired);
  const raw = event.body ? Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8') : Buffer.alloc(0);
  if (raw.length > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES + (options.fieldBytes ?? 0))
    throw new PayloadTooLargeError(HTTP_MESSAGES.payloadTooLarge);
  let form: FormData;
  try {
    form = await new Request('http://localhost/', { method: 'POST', headers: { 'content-type': contentType }, body: raw }).formData();
  } catch {
    throw new BadRequestError(PHOTO_MESSAGES.multipartRequired);
  }
  const body: MultipartBody = { fields: {}, files: {} };
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') body.fields[name] = value;
    else body.files[name] = { name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) };
  }
  return body;
}
