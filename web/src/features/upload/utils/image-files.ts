/** What the upload accepts and how a chosen file is described to the API. */
import {
  ACCEPTED_IMAGE_EXTENSIONS,
  ACCEPTED_IMAGE_MIME_TYPES,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_FILES,
  type AcceptedImageMimeType,
} from '@shared/constants';

type Extension = (typeof ACCEPTED_IMAGE_EXTENSIONS)[number];

const TYPE_BY_EXTENSION: Record<Extension, AcceptedImageMimeType> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** react-dropzone's `accept`: each of the four image types with its extensions. */
export const IMAGE_ACCEPT: Record<AcceptedImageMimeType, string[]> = Object.fromEntries(
  ACCEPTED_IMAGE_MIME_TYPES.map((type) => [
    type,
    ACCEPTED_IMAGE_EXTENSIONS.filter((ext) => TYPE_BY_EXTENSION[ext] === type).map((ext) => `.${ext}`),
  ]),
) as Record<AcceptedImageMimeType, string[]>;

const isAcceptedType = (type: string): type is AcceptedImageMimeType =>
  (ACCEPTED_IMAGE_MIME_TYPES as readonly string[]).includes(type);

/**
 * The content type to declare for a file. Browsers sometimes leave `File.type` empty (or say
 * 'image/jpg'); the drop zone accepted the file by its extension, so the extension decides then.
 * Storage keeps the declared type and the analysis sniffs the real one from the bytes anyway.
 */
export function declaredType(file: File): AcceptedImageMimeType {
  if (isAcceptedType(file.type)) return file.type;
  const extension = file.name.split('.').pop()?.toLowerCase() as Extension | undefined;
  return (extension && TYPE_BY_EXTENSION[extension]) || 'image/jpeg';
}

const MEGABYTE = 1024 * 1024;

/** The hints under the drop zone. */
export const UPLOAD_HINTS = [
  'Supported formats: JPG, PNG, GIF, WebP',
  `Maximum file size: ${MAX_UPLOAD_BYTES / MEGABYTE}MB per photo`,
  `Upload up to ${MAX_UPLOAD_FILES} photos at once`,
] as const;

/** 532 → '532 B', 2_400_000 → '2.3 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < MEGABYTE) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / MEGABYTE).toFixed(1)} MB`;
}
