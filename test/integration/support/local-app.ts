/** Starts the whole local product on a free port, in memory, and gives tests a small HTTP client. */
import { startLocalServer, type LocalServer, type LocalServerOptions } from '../../../infra/local/server';
import { checkAnswerAgainstContract } from './answer-contract';

export async function startApp(options: LocalServerOptions = {}): Promise<LocalServer> {
  return startLocalServer({ port: 0, demoPhotos: false, ...options });
}

export interface Reply {
  status: number;
  body: any;
  headers: Headers;
  cookies: string[];
}

/**
 * A browser-like client: keeps cookies, sends JSON, sends the site's Origin on mutations. The site's URL may
 * be given late (a function read at each request), so a file can make its clients before the app starts.
 * Every answer is checked against the OpenAPI document (answer-contract.ts): one the document does not
 * describe fails the request.
 */
export function client(site: string | (() => string)) {
  const jar = new Map<string, string>();
  async function request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply> {
    const baseUrl = typeof site === 'string' ? site : site();
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(method !== 'GET' ? { origin: baseUrl } : {}),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const cookies = response.headers.getSetCookie();
    for (const c of cookies) {
      const [pair, ...attributes] = c.split(';');
      const [name, value] = pair!.split('=');
      if (attributes.some((a) => a.trim().toLowerCase() === 'max-age=0')) jar.delete(name!.trim());
      else jar.set(name!.trim(), value!.trim());
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    checkAnswerAgainstContract(method, path, response.status, response.headers.get('content-type'), parsed);
    return { status: response.status, body: parsed, headers: response.headers, cookies };
  }
  return {
    jar,
    get: (path: string, headers?: Record<string, string>) => request('GET', path, undefined, headers),
    post: (path: string, body?: unknown, headers?: Record<string, string>) => request('POST', path, body ?? {}, headers),
    patch: (path: string, body?: unknown) => request('PATCH', path, body ?? {}),
    delete: (path: string, body?: unknown) => request('DELETE', path, body),
    request,
  };
}

/** The ids of a list reply's items, in order. */
export const idsOf = (body: { id: string }[]) => body.map((item) => item.id);

export async function mailTo(baseUrl: string, to: string): Promise<{ subject: string; text: string }[]> {
  const response = await fetch(`${baseUrl}/dev/mailbox.json`);
  const mails = (await response.json()) as { to: string; subject: string; text: string }[];
  return mails.filter((m) => m.to === to);
}

export function linkToken(text: string, path: '/verify-email' | '/reset-password'): string {
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_%-]+)`).exec(text);
  if (!match) throw new Error(`no ${path} link in mail`);
  return decodeURIComponent(match[1]!);
}
