/** A new API key: 64 URL-safe characters (48 random bytes, 384 bits), and the preview its owner sees. */
import { randomBytes } from 'node:crypto';
import { API_KEY_LENGTH } from '../../shared/constants';

export function newApiKey(): string {
  return randomBytes((API_KEY_LENGTH * 3) / 4).toString('base64url');
}

const PREVIEW_EDGE = 4;
const PREVIEW_MASK = '•'.repeat(8);

/** The first and last four characters with a mask between: enough to recognise a key, never to use it. */
export function keyPreview(apiKey: string): string {
  return `${apiKey.slice(0, PREVIEW_EDGE)}${PREVIEW_MASK}${apiKey.slice(-PREVIEW_EDGE)}`;
}
