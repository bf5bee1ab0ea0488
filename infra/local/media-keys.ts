/**
 * The key pair local mode signs /media/* URLs with, standing in for the CloudFront key group. Kept in
 * the data folder so links issued before a restart keep working; in memory when there is no folder.
 */
import { generateKeyPairSync, createPublicKey } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const LOCAL_MEDIA_KEY_PAIR_ID = 'KLOCALMEDIA';

export interface MediaKeys {
  keyPairId: string;
  privateKeyPem: string;
  publicKeyPem: string;
}

export function loadOrCreateMediaKeys(dataDir?: string): MediaKeys {
  const file = dataDir ? join(dataDir, 'media-signing-key.pem') : undefined;
  let privateKeyPem: string;
  if (file && existsSync(file)) {
    privateKeyPem = readFileSync(file, 'utf8');
  } else {
    privateKeyPem = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    }).privateKey;
    if (file && dataDir) {
      mkdirSync(dataDir, { recursive: true });
      writeFileSync(file, privateKeyPem, { mode: 0o600 });
    }
  }
  const publicKeyPem = createPublicKey(privateKeyPem).export({ type: 'spki', format: 'pem' }).toString();
  return { keyPairId: LOCAL_MEDIA_KEY_PAIR_ID, privateKeyPem, publicKeyPem };
}
