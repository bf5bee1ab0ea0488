import { createUploadsResponse, type CreateUploadsBody } from '@shared/schemas/photo';
import { apiMutate } from '@/lib/api-client';

/**
 * POST /api/photos/uploads: one presigned storage POST per file, in the order of `body.files`.
 * The photos exist from this answer on (status processing).
 */
export const createUploads = (body: CreateUploadsBody, signal?: AbortSignal) =>
  apiMutate('POST', '/api/photos/uploads', { body, schema: createUploadsResponse, signal });
