/**
 * multipart/form-data bodies (POST /api/photos, the mobile upload), parsed with the platform's own
 * FormData parser (undici's, in Node 20 and on Lambda), so no hand-written boundary handling.
 * Every multipart route answers 413 over the platform's real limit (MAX_MULTIPART_BODY_BYTES), locally
 * as in the cloud, naming the presigned flow that carries larger files.
 */
import { MAX_MULTIPART_BODY_BYTES } from '../../../shared/constants';
import { BadRequestError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../../kernel/errors';
import { header } from './request';
import type { ApiEvent } from './types';
import { PHOTO_MESSAGES } from '../../../shared/messages/photo';

export interface MultipartBody {
  fields: Record<string, string>;
  files: Record<string, { name: string; type: string; bytes: Buffer }>;
}

export async function parseMultipart(event: ApiEvent): Promise<MultipartBody> {
  const contentType = header(event, 'content-type') ?? '';
  if (!/^multipart\/form-data;\s*boundary=/i.test(contentType)) throw new UnsupportedMediaTypeError(PHOTO_MESSAGES.multipartRequired);
  const raw = event.body ? Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8') : Buffer.alloc(0);
  if (raw.length > MAX_MULTIPART_BODY_BYTES) throw new PayloadTooLargeError(PHOTO_MESSAGES.multipartTooLarge);
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
