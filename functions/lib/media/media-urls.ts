/** Signed media URLs from configuration: what every read path puts in a photo it is allowed to show. */
import { clock } from '../clock';
import { config } from '../config';
import { mediaExpiry, signMediaUrl } from './signed-url';

export function mediaUrl(objectKey: string): string {
  const c = config();
  return signMediaUrl(
    { siteUrl: c.SITE_URL, keyPairId: c.MEDIA_SIGNING_KEY_ID, privateKeyPem: c.MEDIA_SIGNING_PRIVATE_KEY.replace(/\\n/g, '\n') },
    objectKey,
    mediaExpiry(clock.nowEpochSeconds()),
  );
}
