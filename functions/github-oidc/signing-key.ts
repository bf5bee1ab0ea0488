/**
 * The public half of our signing key as a JWK. Its `kid` is the RFC 7638 thumbprint, so it is the same
 * in every Lambda instance and changes by itself when the key is rotated.
 */
import { createHash, createPublicKey, type KeyObject } from 'node:crypto';

export interface PublicJwk {
  kty: 'RSA';
  kid: string;
  alg: 'RS256';
  use: 'sig';
  n: string;
  e: string;
}

const computed = new WeakMap<KeyObject, PublicJwk>();

export function publicJwk(privateKey: KeyObject): PublicJwk {
  let jwk = computed.get(privateKey);
  if (!jwk) {
    const { n, e } = createPublicKey(privateKey).export({ format: 'jwk' });
    if (!n || !e) throw new Error('The signing key is not an RSA key');
    // RFC 7638: the required members, in lexicographic order, without whitespace.
    const kid = createHash('sha256')
      .update(JSON.stringify({ e, kty: 'RSA', n }))
      .digest('base64url');
    jwk = { kty: 'RSA', kid, alg: 'RS256', use: 'sig', n, e };
    computed.set(privateKey, jwk);
  }
  return jwk;
}
