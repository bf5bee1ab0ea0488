/**
 * The real type of an upload, read from its first bytes. The file name and the Content-Type header
 * come from the client and prove nothing; the magic bytes are what the decoder will act on. The upload
 * screen reads the same bytes to refuse a renamed file before sending it; the server decides anyway.
 */
import type { AcceptedImageMimeType } from './constants';

export const IMAGE_TYPES = ['jpeg', 'png', 'gif', 'webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export const IMAGE_MIME_TYPES: Record<ImageType, AcceptedImageMimeType> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

function ascii(text: string): number[] {
  return [...text].map((char) => char.charCodeAt(0));
}

/** JPEG, PNG, GIF or WebP from the magic bytes; anything else (text, SVG, TIFF, HEIC, ...) is null. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  // SOI marker followed by the first segment marker.
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  // A RIFF container only counts when its form type is WEBP (WAV and AVI are RIFF too).
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

/** Bytes enough for every signature above. */
export const IMAGE_SIGNATURE_BYTES = 12;
