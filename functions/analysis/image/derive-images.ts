/**
 * Everything the pipeline needs from one upload, from ONE decode: the original is decoded, oriented
 * and shrunk to display size once (JPEG shrink-on-load makes that cheap), and the display image, the
 * thumbnail, the placeholder and the pixel statistics are all built from that raw buffer. Separate
 * decodes per output cost 600-800 ms per 12 MP photo (measured with sharp).
 *
 * No output carries metadata: sharp writes none unless asked (never call withMetadata/keepExif here),
 * which is what strips EXIF GPS from every derived image.
 */
import sharp, { type Metadata, type Sharp } from 'sharp';
import { ImageRejectedError } from './errors';
import { type PixelStats, computePixelStats } from '../../ai/pixel-stats';
import { type ImageType, sniffImageType } from '../../../shared/image-type';

/** 50 MP: above any phone camera, far below what a decompression bomb claims. */
export const MAX_INPUT_PIXELS = 50_000_000;
export const DISPLAY_MAX_SIDE = 2048;
export const THUMBNAIL_MAX_SIDE = 400;
export const PLACEHOLDER_MAX_SIDE = 16;
const STATS_SIDE = 64;

export interface EncodedImage {
  data: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
}

export interface DerivedImages {
  sourceType: ImageType;
  /** Size of the original after EXIF orientation. */
  width: number;
  height: number;
  display: EncodedImage;
  thumbnail: EncodedImage;
  /** A tiny blurred WebP as a data URL, inlined in the photo so the card paints before the image loads. */
  placeholder: string;
  stats: PixelStats;
}

function rejectDecodeFailure(error: unknown): never {
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) {
    throw new ImageRejectedError('too-many-pixels', 'Image has too many pixels', { cause: error });
  }
  throw new ImageRejectedError('corrupt', 'Image could not be decoded', { cause: error });
}

/** Width and height as displayed: orientations 5-8 are stored sideways. */
function orientedSize(metadata: Metadata): { width: number; height: number } {
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  return (metadata.orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
}

async function encode(pipeline: Sharp): Promise<EncodedImage> {
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { data, contentType: 'image/webp', width: info.width, height: info.height };
}

export async function deriveImages(bytes: Buffer): Promise<DerivedImages> {
  const sourceType = sniffImageType(bytes);
  if (!sourceType) throw new ImageRejectedError('unsupported-type', 'Not a JPEG, PNG, GIF or WebP image');

  // failOn 'error': refuse broken data, but keep photos whose only flaw is a harmless warning.
  const input = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  // The header alone: refuse a pixel flood before any pixel is decoded (sharp's limit is the backstop).
  const metadata = await input.metadata().catch(rejectDecodeFailure);
  const { width, height } = orientedSize(metadata);
  if (width <= 0 || height <= 0) throw new ImageRejectedError('corrupt', 'Image has no dimensions');
  if (width * height > MAX_INPUT_PIXELS) {
    throw new ImageRejectedError('too-many-pixels', `Image has more than ${MAX_INPUT_PIXELS} pixels`);
  }

  // The one decode. sRGB so grey, CMYK and 16-bit inputs all arrive as 8-bit RGB(A).
  const decoded = await input
    .rotate()
    .resize(DISPLAY_MAX_SIDE, DISPLAY_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(rejectDecodeFailure);
  const raw = { width: decoded.info.width, height: decoded.info.height, channels: decoded.info.channels };
  const fromRaw = () => sharp(decoded.data, { raw });

  const [display, thumbnail, placeholderBytes, small] = await Promise.all([
    encode(fromRaw().webp({ quality: 82 })),
    encode(
      fromRaw().resize(THUMBNAIL_MAX_SIDE, THUMBNAIL_MAX_SIDE, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 78 }),
    ),
    fromRaw().resize(PLACEHOLDER_MAX_SIDE, PLACEHOLDER_MAX_SIDE, { fit: 'inside' }).blur(1).webp({ quality: 40 }).toBuffer(),
    // Transparent areas count as white paper, as a viewer would see them on the card.
    fromRaw()
      .resize(STATS_SIDE, STATS_SIDE, { fit: 'fill' })
      .flatten({ background: '#ffffff' })
      .raw()
      .toBuffer({ resolveWithObject: true }),
  ]);

  return {
    sourceType,
    width,
    height,
    display,
    thumbnail,
    placeholder: `data:image/webp;base64,${placeholderBytes.toString('base64')}`,
    stats: computePixelStats(small.data, small.info.channels, { width, height }),
  };
}
