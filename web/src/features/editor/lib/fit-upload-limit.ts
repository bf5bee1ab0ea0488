/**
 * An edit saved at pixel ratio 2 can make a PNG far beyond the 10 MB upload limit. Rather than fail
 * (or fail silently), the edit is re-encoded and, if need be, downscaled until it fits (docs/decisions/editor-saves.md):
 * PNG when it fits (an edit's default format); otherwise WebP at high quality (JPEG where the browser cannot
 * encode WebP); an elliptical crop stays PNG, for its transparent corners, and is only downscaled.
 */
import { MAX_UPLOAD_BYTES } from '@shared/constants';

export const REENCODE_QUALITY = 0.92;
/** Beyond this many tries the image cannot reasonably fit: the save fails loudly. */
const MAX_ATTEMPTS = 6;

export class EditTooLargeError extends Error {
  override readonly name = 'EditTooLargeError';
}

export interface FittedImage {
  blob: Blob;
  extension: 'png' | 'webp' | 'jpeg';
  width: number;
  height: number;
}

function toBlob(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

function scaled(source: HTMLCanvasElement, factor: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.floor(source.width * factor));
  canvas.height = Math.max(1, Math.floor(source.height * factor));
  const context = canvas.getContext('2d');
  if (!context) throw new EditTooLargeError('No 2D canvas to downscale the edit');
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  return canvas;
}

const extensionOf = (type: string): FittedImage['extension'] =>
  type === 'image/webp' ? 'webp' : type === 'image/jpeg' ? 'jpeg' : 'png';

/** The lossy type this browser really encodes: toBlob falls back to PNG for a type it does not know. */
async function lossy(canvas: HTMLCanvasElement): Promise<Blob | null> {
  const webp = await toBlob(canvas, 'image/webp', REENCODE_QUALITY);
  if (webp?.type === 'image/webp') return webp;
  return toBlob(canvas, 'image/jpeg', REENCODE_QUALITY);
}

export async function fitUploadLimit(
  source: HTMLCanvasElement,
  options: { keepPng: boolean; limitBytes?: number },
): Promise<FittedImage> {
  const limit = options.limitBytes ?? MAX_UPLOAD_BYTES;
  let canvas = source;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const png = attempt === 0 || options.keepPng ? await toBlob(canvas, 'image/png') : null;
    const blob = png && png.size <= limit ? png : options.keepPng ? png : await lossy(canvas);
    if (blob && blob.size > 0 && blob.size <= limit) {
      return { blob, extension: extensionOf(blob.type), width: canvas.width, height: canvas.height };
    }
    // Area shrinks with the square of the side; a margin keeps the next try from landing just above.
    const factor = blob && blob.size > 0 ? Math.min(0.9, Math.sqrt(limit / blob.size) * 0.9) : 0.5;
    canvas = scaled(canvas, factor);
  }
  throw new EditTooLargeError(`The edit does not fit in ${limit} bytes`);
}
