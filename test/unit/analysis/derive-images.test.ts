import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DISPLAY_MAX_SIDE, MAX_INPUT_PIXELS, THUMBNAIL_MAX_SIDE, deriveImages } from '../../../functions/analysis/image/derive-images';
import { ImageRejectedError } from '../../../functions/analysis/image/errors';
import { gradient, pixelFloodPng, solid } from './fixtures';

async function rejection(promise: Promise<unknown>): Promise<ImageRejectedError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ImageRejectedError);
  return error as ImageRejectedError;
}

describe('deriveImages', () => {
  it('makes a display image within 2048 px, a ~400 px thumbnail, both WebP, and a blurred placeholder', async () => {
    // Arrange
    const bytes = await gradient([20, 40, 200], [250, 140, 20], 3000, 2000).jpeg().toBuffer();

    // Act
    const derived = await deriveImages(bytes);

    // Assess
    expect(derived).toMatchObject({ sourceType: 'jpeg', width: 3000, height: 2000 });
    expect(derived.display).toMatchObject({ contentType: 'image/webp', width: DISPLAY_MAX_SIDE, height: 1365 });
    expect(derived.thumbnail).toMatchObject({ contentType: 'image/webp', width: THUMBNAIL_MAX_SIDE, height: 267 });
    expect((await sharp(derived.display.data).metadata()).format).toBe('webp');
    expect((await sharp(derived.thumbnail.data).metadata()).format).toBe('webp');
    expect(derived.placeholder).toMatch(/^data:image\/webp;base64,/);
    const placeholder = await sharp(Buffer.from(derived.placeholder.split(',')[1]!, 'base64')).metadata();
    expect(Math.max(placeholder.width ?? 0, placeholder.height ?? 0)).toBeLessThanOrEqual(16);
    expect(derived.placeholder.length).toBeLessThan(400);
  });

  it('never enlarges a small image', async () => {
    // Arrange
    const bytes = await solid('#ff8800', 300, 200).png().toBuffer();

    // Act
    const derived = await deriveImages(bytes);

    // Assess
    expect(derived.display).toMatchObject({ width: 300, height: 200 });
    expect(derived.thumbnail).toMatchObject({ width: 300, height: 200 });
  });

  it('honours EXIF orientation: a sideways-stored photo comes out upright', async () => {
    // Arrange: stored 300x100, orientation 6 means "rotate 90° clockwise to view"
    const bytes = await solid('#2255cc', 300, 100).jpeg().withMetadata({ orientation: 6 }).toBuffer();

    // Act
    const derived = await deriveImages(bytes);

    // Assess
    expect(derived).toMatchObject({ width: 100, height: 300 });
    expect(derived.display).toMatchObject({ width: 100, height: 300 });
    expect(derived.stats.orientation).toBe('portrait');
    expect((await sharp(derived.display.data).metadata()).orientation).toBeUndefined();
  });

  it('strips EXIF, GPS above all, from every derived image', async () => {
    // Arrange
    const bytes = await solid('#887766', 200, 150)
      .jpeg()
      .withExif({
        IFD0: { Make: 'Snifty Camera', Copyright: 'someone' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(bytes).metadata()).exif?.toString('latin1')).toContain('Snifty Camera');

    // Act
    const derived = await deriveImages(bytes);

    // Assess
    const placeholder = Buffer.from(derived.placeholder.split(',')[1]!, 'base64');
    for (const output of [derived.display.data, derived.thumbnail.data, placeholder]) {
      const metadata = await sharp(output).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(output.includes(Buffer.from('Exif'))).toBe(false);
      expect(output.includes(Buffer.from('Snifty Camera'))).toBe(false);
    }
  });

  it('measures the pixels: colours, brightness, warmth', async () => {
    // Arrange
    const bytes = await solid('#ff8000', 200, 200).webp({ lossless: true }).toBuffer();

    // Act
    const { stats } = await deriveImages(bytes);

    // Assess
    expect(stats.dominantColors).toEqual(['#ff8000']);
    expect(stats).toMatchObject({ orientation: 'square', width: 200, height: 200 });
    expect(stats.warmth).toBeCloseTo(1, 1);
    expect(stats.saturation).toBeCloseTo(1, 1);
  });

  it('reads GIFs and transparent PNGs', async () => {
    // Arrange
    const gif = await solid('#00aa00').gif().toBuffer();
    const png = await sharp({ create: { width: 50, height: 50, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();

    // Act
    const [fromGif, fromPng] = await Promise.all([deriveImages(gif), deriveImages(png)]);

    // Assess
    expect(fromGif.sourceType).toBe('gif');
    expect(fromPng.stats.dominantColors).toEqual(['#ffffff']);
    expect((await sharp(fromPng.display.data).metadata()).hasAlpha).toBe(true);
  });

  it('refuses a pixel flood before decoding it', async () => {
    // Arrange: a few hundred bytes claiming 60 megapixels
    const bomb = pixelFloodPng(10_000, 6_000);
    expect(10_000 * 6_000).toBeGreaterThan(MAX_INPUT_PIXELS);

    // Act
    const error = await rejection(deriveImages(bomb));

    // Assess
    expect(error.reason).toBe('too-many-pixels');
  });

  it('refuses a text file renamed .jpg as an unsupported type', async () => {
    const error = await rejection(deriveImages(Buffer.from('just some text, honestly')));
    expect(error.reason).toBe('unsupported-type');
  });

  it('refuses corrupt bytes behind a valid magic number', async () => {
    // Arrange
    const jpeg = await gradient([0, 0, 0], [255, 255, 255]).jpeg().toBuffer();
    const corrupt = Buffer.concat([jpeg.subarray(0, 4), Buffer.alloc(2000, 0x5a)]);

    // Act
    const error = await rejection(deriveImages(corrupt));

    // Assess
    expect(error.reason).toBe('corrupt');
  });
});
