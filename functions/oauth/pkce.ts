/** PKCE (RFC 7636, S256) for the authorization-code flow. */
import { createHash, randomBytes } from 'node:crypto';

export function newCodeVerifier(): string {
  return randomBytes(48).toString('base64url');
}

export function codeChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}
