/** Our ID tokens: RS256 JWTs signed with node:crypto, `kid` naming the key published at the JWKS endpoint. */
import { sign, type KeyObject } from 'node:crypto';
import { clock } from '../kernel/clock';
import type { ProfileClaims } from './claims';
import { publicJwk } from './signing-key';

/** Cognito reads the token right after the exchange; five minutes is plenty. */
export const ID_TOKEN_TTL_SECONDS = 300;

const encode = (part: object): string => Buffer.from(JSON.stringify(part)).toString('base64url');

export function signJwt(payload: object, key: KeyObject): string {
  const header = { alg: 'RS256', typ: 'JWT', kid: publicJwk(key).kid };
  const signingInput = `${encode(header)}.${encode(payload)}`;
  // For an RSA key, crypto.sign uses RSASSA-PKCS1-v1_5: with sha256, that is RS256.
  const signature = sign('sha256', Buffer.from(signingInput), key).toString('base64url');
  return `${signingInput}.${signature}`;
}

export function issueIdToken(input: { claims: ProfileClaims; issuer: string; audience: string; key: KeyObject }): string {
  const iat = clock.nowEpochSeconds();
  return signJwt({ ...input.claims, iss: input.issuer, aud: input.audience, iat, exp: iat + ID_TOKEN_TTL_SECONDS }, input.key);
}
