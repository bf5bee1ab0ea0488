/** A share's public address, `<site>/share/<link>`, and the shape a link has (what newToken makes). */
import { config } from '../kernel/config';

export const shareUrlOf = (link: string): string => `${config().SITE_URL.replace(/\/$/, '')}/share/${link}`;

/** base64url of 32 random bytes; anything else cannot be a link of ours and is refused before any read. */
export const LINK_PATTERN = /^[A-Za-z0-9_-]{43}$/;
