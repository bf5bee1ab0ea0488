/**
 * A local stand-in for Cognito's hosted UI: authorize (a "choose a test account" page), token (code +
 * PKCE → RS256 ID token) and the JWKS. The app's callback verifies these tokens with aws-jwt-verify
 * exactly as it verifies Cognito's, so the production code path runs locally.
 */
import { createHash, createSign, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml, readBody, sendHtml, sendJson } from './http-utils';

export interface TestAccount {
  email: string;
  firstName: string;
  lastName: string;
  /** Whether the provider vouches for the address (the ID token's email_verified); true unless said otherwise. */
  emailVerified?: boolean;
}

/** The test accounts offered per identity provider. */
export const TEST_ACCOUNTS: Record<string, TestAccount[]> = {
  Google: [
    { email: 'grace.google@example.com', firstName: 'Grace', lastName: 'Hopper' },
    { email: 'ada.google@example.com', firstName: 'Ada', lastName: 'Lovelace' },
  ],
  GitHub: [
    { email: 'linus.github@example.com', firstName: 'Linus', lastName: 'Torvalds' },
    { email: 'margaret.github@example.com', firstName: 'Margaret', lastName: 'Hamilton' },
  ],
};

interface PendingCode {
  account: TestAccount;
  provider: string;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  expiresAt: number;
}

export interface OAuthStandIn {
  handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void>;
}

export function createOAuthStandIn(options: { issuer: string; clientId: string; redirectUri: string }): OAuthStandIn {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomBytes(8).toString('hex');
  const codes = new Map<string, PendingCode>();

  function signIdToken(pending: PendingCode): string {
    const now = Math.floor(Date.now() / 1000);
    const sub = createHash('sha256').update(`${pending.provider}:${pending.account.email}`).digest('hex').slice(0, 32);
    const header = { alg: 'RS256', typ: 'JWT', kid };
    const payload = {
      iss: options.issuer,
      aud: pending.clientId,
      sub,
      token_use: 'id',
      email: pending.account.email,
      email_verified: pending.account.emailVerified ?? true,
      given_name: pending.account.firstName,
      family_name: pending.account.lastName,
      name: `${pending.account.firstName} ${pending.account.lastName}`.trim(),
      identities: [{ providerName: pending.provider, providerType: pending.provider, userId: sub, primary: 'true' }],
      auth_time: now,
      iat: now,
      exp: now + 3600,
    };
    const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
    const signingInput = `${encode(header)}.${encode(payload)}`;
    const signature = createSign('RSA-SHA256')
      .update(signingInput)
      .sign(privateKey as KeyObject)
      .toString('base64url');
    return `${signingInput}.${signature}`;
  }

  function authorizeError(res: ServerResponse, message: string): void {
    sendHtml(res, 400, `<!doctype html><title>Sign-in error</title><p>${escapeHtml(message)}</p>`);
  }

  async function authorize(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const params = req.method === 'POST' ? new URLSearchParams((await readBody(req, 64 * 1024)).toString('utf8')) : url.searchParams;
    const clientId = params.get('client_id') ?? '';
    const redirectUri = params.get('redirect_uri') ?? '';
    const provider = params.get('identity_provider') ?? '';
    const state = params.get('state') ?? '';
    const challenge = params.get('code_challenge') ?? '';
    if (clientId !== options.clientId) return authorizeError(res, 'Unknown client_id');
    if (redirectUri !== options.redirectUri) return authorizeError(res, 'redirect_uri does not match the client');
    if (params.get('response_type') !== 'code' || params.get('code_challenge_method') !== 'S256' || !challenge) {
      return authorizeError(res, 'The authorization-code flow with PKCE (S256) is required');
    }
    const accounts = TEST_ACCOUNTS[provider];
    if (!accounts) return authorizeError(res, `Unknown identity provider ${provider}`);

    if (req.method === 'POST') {
      const chosen = params.get('account');
      const account =
        chosen === 'custom'
          ? {
              email: (params.get('email') ?? '').trim().toLowerCase(),
              firstName: (params.get('firstName') ?? '').trim(),
              lastName: (params.get('lastName') ?? '').trim(),
              emailVerified: params.get('emailUnverified') !== '1',
            }
          : accounts.find((a) => a.email === chosen);
      if (!account || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(account.email))
        return authorizeError(res, 'Choose an account or enter a valid email');
      const code = randomBytes(24).toString('base64url');
      codes.set(code, { account, provider, clientId, redirectUri, codeChallenge: challenge, expiresAt: Date.now() + 5 * 60_000 });
      const target = new URL(redirectUri);
      target.searchParams.set('code', code);
      target.searchParams.set('state', state);
      res.writeHead(302, { location: target.toString() });
      res.end();
      return;
    }
    const hidden = [
      'client_id',
      'redirect_uri',
      'identity_provider',
      'state',
      'code_challenge',
      'code_challenge_method',
      'response_type',
      'scope',
    ]
      .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(params.get(name) ?? '')}">`)
      .join('');
    const buttons = accounts
      .map(
        (a) =>
          `<button name="account" value="${escapeHtml(a.email)}"><strong>${escapeHtml(`${a.firstName} ${a.lastName}`)}</strong><span>${escapeHtml(a.email)}</span></button>`,
      )
      .join('');
    sendHtml(
      res,
      200,
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with ${escapeHtml(provider)} · local stand-in</title>
<style>body{font-family:system-ui,sans-serif;background:#f6f5fb;color:#1f1b3a;display:grid;place-items:center;min-height:100vh;margin:0}
form{background:#fff;border-radius:18px;padding:28px;width:min(420px,92vw);box-shadow:0 8px 30px #0002}h1{font-size:20px;margin:0 0 4px}
p{color:#6b6785;font-size:14px}button{display:flex;flex-direction:column;align-items:flex-start;width:100%;padding:12px 14px;margin:8px 0;border:1px solid #ddd9ee;border-radius:12px;background:#fff;cursor:pointer;font:inherit}
button:hover{border-color:#7c3aed}button span{color:#6b6785;font-size:13px}fieldset{border:1px dashed #ddd9ee;border-radius:12px;margin-top:12px}
label{display:block;font-size:13px;margin:6px 0}input[type=text],input[type=email]{width:100%;padding:8px;border:1px solid #ddd9ee;border-radius:8px;box-sizing:border-box}</style></head>
<body><form method="post">${hidden}<h1>Sign in with ${escapeHtml(provider)}</h1>
<p>Local stand-in for the hosted sign-in page. Choose a test account:</p>${buttons}
<fieldset><legend>Or another account</legend>
<label>Email <input type="email" name="email" autocomplete="off"></label>
<label>First name <input type="text" name="firstName"></label><label>Last name <input type="text" name="lastName"></label>
<label><input type="checkbox" name="emailUnverified" value="1"> The provider has not verified this email</label>
<button name="account" value="custom"><strong>Continue with this account</strong></button></fieldset></form></body></html>`,
    );
  }

  async function token(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const params = new URLSearchParams((await readBody(req, 64 * 1024)).toString('utf8'));
    const code = params.get('code') ?? '';
    const pending = codes.get(code);
    codes.delete(code);
    const verifier = params.get('code_verifier') ?? '';
    const challengeOk = pending && createHash('sha256').update(verifier).digest('base64url') === pending.codeChallenge;
    if (
      params.get('grant_type') !== 'authorization_code' ||
      !pending ||
      pending.expiresAt < Date.now() ||
      pending.clientId !== params.get('client_id') ||
      pending.redirectUri !== params.get('redirect_uri') ||
      !challengeOk
    ) {
      return sendJson(res, 400, { error: 'invalid_grant' });
    }
    sendJson(res, 200, {
      id_token: signIdToken(pending),
      access_token: randomBytes(24).toString('base64url'),
      token_type: 'Bearer',
      expires_in: 3600,
    });
  }

  function jwks(res: ServerResponse): void {
    const jwk = publicKey.export({ format: 'jwk' });
    sendJson(res, 200, { keys: [{ ...jwk, kid, alg: 'RS256', use: 'sig' }] });
  }

  return {
    async handle(req, res, url) {
      const path = url.pathname.replace(/^\/local-auth/, '');
      if (path === '/oauth2/authorize' && (req.method === 'GET' || req.method === 'POST')) return authorize(req, res, url);
      if (path === '/oauth2/token' && req.method === 'POST') return token(req, res);
      if (path === '/.well-known/jwks.json') return jwks(res);
      sendJson(res, 404, { message: 'Not found' });
    },
  };
}
