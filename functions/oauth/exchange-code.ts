/** Exchanges the authorization code (with its PKCE verifier) for tokens at the token endpoint. */
import * as z from '../../shared/zod';
import { config } from '../kernel/config';
import { callbackUrl } from './provider';
import { lazySchema } from '../../shared/lazy-schema';

const tokenResponse = lazySchema(() => z.looseObject({ id_token: z.string().check(z.minLength(1)) }));

export async function exchangeCode(code: string, codeVerifier: string): Promise<string> {
  const c = config();
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    client_id: c.OAUTH_CLIENT_ID,
    code,
    redirect_uri: callbackUrl(),
    code_verifier: codeVerifier,
  });
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (c.OAUTH_CLIENT_SECRET) {
    headers.authorization = `Basic ${Buffer.from(`${c.OAUTH_CLIENT_ID}:${c.OAUTH_CLIENT_SECRET}`).toString('base64')}`;
  }
  const response = await fetch(c.OAUTH_TOKEN_URL, { method: 'POST', headers, body: form, signal: AbortSignal.timeout(8000) });
  if (!response.ok) throw new Error(`token endpoint answered ${response.status}`);
  return tokenResponse.parse(await response.json()).id_token;
}
