/**
 * A profile picture as stored: the centre square (the client crops already; this also squares anything
 * else), resized to AVATAR_SIZE_PX, encoded as WebP. sharp writes no metadata unless asked, so EXIF
 * (GPS included), ICC comments and XMP of the upload are gone.
 */
import { AVATAR_SIZE_PX } from '../../shared/constants';
import { ACCOUNT_MESSAGES } from '../../shared/messages/account';
import type { DerivedImage } from '../lib/media/media-store';
import { BadRequestError } from '../kernel/errors';

/** Decoding bombs stop here: a 5 MB file claiming 100 000 × 100 000 pixels is refused, not decoded. */
const MAX_INPUT_PIXELS = 50_000_000;

export async function squareAvatar(bytes: Buffer): Promise<DerivedImage> {
  // sharp is native and installed beside the bundle, not in it: loaded on the first avatar, so the auth
  // group's other cold starts (sign-in, session) do not pay for loading it.
  const { default: sharp } = await import('sharp');
  try {
    const data = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover', position: 'centre' })
      .webp({ quality: 85 })
      .toBuffer();
    return { data, contentType: 'image/webp' };
  } catch {
    throw new BadRequestError(ACCOUNT_MESSAGES.avatarUnreadable);
  }
}
