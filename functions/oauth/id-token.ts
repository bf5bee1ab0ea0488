/**
 * Verifies the ID token from Cognito (cloud) or the local stand-in with aws-jwt-verify: signature
 * against the issuer's JWKS, issuer, audience and expiry. The JWKS is fetched with `fetch`, because the
 * library's own fetcher refuses the local stand-in's http: address; the code path is otherwise the same.
 */
import { JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import * as z from '../../shared/zod';
import { config } from '../kernel/config';
import { lazySchema } from '../../shared/lazy-schema';

const fetchFetcher = {
  fetch: async (uri: string): Promise<ArrayBuffer> => {
    const response = await fetch(uri, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`JWKS fetch failed: ${response.status}`);
    return response.arrayBuffer();
  },
};

let verifier: ReturnType<typeof buildVerifier> | undefined;

function buildVerifier() {
  const c = config();
  return JwtRsaVerifier.create(
    { issuer: c.OAUTH_ISSUER, audience: c.OAUTH_CLIENT_ID, jwksUri: c.OAUTH_JWKS_URL },
    { jwksCache: new SimpleJwksCache({ fetcher: fetchFetcher }) },
  );
}

const idTokenClaims = lazySchema(() =>
  z.object({
    email: z.string().check(z.email()),
    /** Cognito passes the provider's word on through the attribute mapping, as a boolean or a string. */
    email_verified: z.optional(z.union([z.boolean(), z.enum(['true', 'false'])])),
    given_name: z.optional(z.string()),
    family_name: z.optional(z.string()),
    name: z.optional(z.string()),
    picture: z.optional(z.string().check(z.url())),
    /** Cognito names the federated provider here, e.g. [{ providerName: 'Google' }]. */
    identities: z.optional(z.union([z.array(z.looseObject({ providerName: z.string() })), z.string()])),
  }),
);
export type IdTokenClaims = z.infer<typeof idTokenClaims>;

export async function verifyIdToken(idToken: string): Promise<IdTokenClaims> {
  verifier ??= buildVerifier();
  const payload = await verifier.verify(idToken);
  return idTokenClaims.parse(payload);
}

/** Only an address the provider has verified may find (or claim) a member: anything else could take over an account. */
export function emailIsVerified(claims: IdTokenClaims): boolean {
  return claims.email_verified === true || claims.email_verified === 'true';
}

/** Tests and the local runtime reset the cached verifier after changing configuration. */
export function resetIdTokenVerifier(): void {
  verifier = undefined;
}
