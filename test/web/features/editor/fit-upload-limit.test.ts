/** Fitting an edit into the upload limit: PNG when it fits, else WebP (or JPEG), downscaled if need be; never silently. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EditTooLargeError, fitUploadLimit } from '@/features/editor/lib/fit-upload-limit';

/** A stand-in encoder: PNG costs 4 bytes a pixel, WebP 1; `webp: false` encodes like a browser without WebP. */
function stubEncoder({ webp = true }: { webp?: boolean } = {}) {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ drawImage: () => undefined } as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (this: HTMLCanvasElement, done, type) {
    const encoded = type === 'image/webp' && !webp ? 'image/png' : (type ?? 'image/png');
    const perPixel = encoded === 'image/png' ? 4 : 1;
    done(new Blob([new Uint8Array(this.width * this.height * perPixel)], { type: encoded }));
  });
}

function canvasOf(width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

beforeEach(() => stubEncoder());
afterEach(() => vi.restoreAllMocks());

describe('fitUploadLimit', () => {
  it('keeps the PNG when it fits', async () => {
    const fitted = await fitUploadLimit(canvasOf(100, 100), { keepPng: false, limitBytes: 50_000 });
    expect(fitted).toMatchObject({ extension: 'png', width: 100, height: 100 });
  });

  it('re-encodes as WebP at full size when only the PNG is too large', async () => {
    const fitted = await fitUploadLimit(canvasOf(100, 100), { keepPng: false, limitBytes: 20_000 });
    expect(fitted).toMatchObject({ extension: 'webp', width: 100, height: 100 });
  });

  it('falls back to JPEG where the browser cannot encode WebP', async () => {
    vi.restoreAllMocks();
    stubEncoder({ webp: false });
    const fitted = await fitUploadLimit(canvasOf(100, 100), { keepPng: false, limitBytes: 20_000 });
    expect(fitted.extension).toBe('jpeg');
  });

  it('downscales when even the lossy image is too large', async () => {
    const fitted = await fitUploadLimit(canvasOf(1000, 1000), { keepPng: false, limitBytes: 100_000 });
    expect(fitted.extension).toBe('webp');
    expect(fitted.blob.size).toBeLessThanOrEqual(100_000);
    expect(fitted.width).toBeLessThan(1000);
  });

  it('keeps an elliptical crop PNG and downscales it instead', async () => {
    const fitted = await fitUploadLimit(canvasOf(1000, 500), { keepPng: true, limitBytes: 400_000 });
    expect(fitted.extension).toBe('png');
    expect(fitted.blob.size).toBeLessThanOrEqual(400_000);
    expect(fitted.width / fitted.height).toBeCloseTo(2, 1);
  });

  it('fails loudly when nothing fits', async () => {
    await expect(fitUploadLimit(canvasOf(1000, 1000), { keepPng: true, limitBytes: 1 })).rejects.toBeInstanceOf(EditTooLargeError);
  });
});
