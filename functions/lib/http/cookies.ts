/** Cookies the API sets. HttpOnly and SameSite=Lax always; Secure whenever the site is served over https. */
import { SESSION_COOKIE_NAME } from '../../../shared/constants';
import { clock } from '../../kernel/clock';
import { config } from '../../kernel/config';

interface CookieOptions {
  maxAgeSeconds: number;
  path?: string;
}

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${options.path ?? '/'}`,
    `Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (config().SITE_URL.startsWith('https:')) parts.push('Secure');
  return parts.join('; ');
}

export function sessionCookie(sessionId: string, expire: Date): string {
  return serializeCookie(SESSION_COOKIE_NAME, sessionId, { maxAgeSeconds: (expire.getTime() - clock.now().getTime()) / 1000 });
}

export function clearedCookie(name: string, path = '/'): string {
  return serializeCookie(name, '', { maxAgeSeconds: 0, path });
}
