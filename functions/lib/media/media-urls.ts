/** Signed media URLs from configuration: what every read path puts in a photo it is allowed to show. */
import { clock } from '../clock';
import { config } from '../config';
import { secret } from '../secrets';
import { mediaExpiry, signMediaUrl } from './signed-url';

export function mediaUrl(objectKey: string): string {
  const c = config();
  // Read at cold start by the group handler (lib/secrets); only the functions that sign media are given it.
  const privateKeyPem = secret('MEDIA_SIGNING_PRIVATE_KEY');
  if (!privateKeyPem) throw new Error('This function is not given the media signing key (MEDIA_SIGNING_PRIVATE_KEY_SECRET_ID)');
  return signMediaUrl(
    { siteUrl: c.SITE_URL, keyPairId: c.MEDIA_SIGNING_KEY_ID, privateKeyPem: privateKeyPem.replace(/\\n/g, '\n') },
    objectKey,
    mediaExpiry(clock.nowEpochSeconds()),
  );
}
