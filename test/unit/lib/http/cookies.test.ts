import '../../support/env';
import { describe, expect, it } from 'vitest';
import { clearedCookie, serializeCookie, sessionCookie } from '../../../../functions/lib/http/cookies';
import { freezeClock } from '../../support/clock';
import { useEnv } from '../../support/env';

describe('serializeCookie', () => {
  it('writes HttpOnly and SameSite=Lax, without Secure on http', () => {
    // Act
    const cookie = serializeCookie('sid', 'abc', { maxAgeSeconds: 60 });

    // Assess
    expect(cookie).toBe('sid=abc; Path=/; Max-Age=60; HttpOnly; SameSite=Lax');
  });

  it('adds Secure when the site is on https', () => {
    // Prepare
    useEnv({ SITE_URL: 'https://photos.snifty.test' });

    // Act
    const cookie = serializeCookie('sid', 'abc', { maxAgeSeconds: 60 });

    // Assess
    expect(cookie).toBe('sid=abc; Path=/; Max-Age=60; HttpOnly; SameSite=Lax; Secure');
  });

  it('encodes the value, so it cannot add attributes', () => {
    // Act
    const cookie = serializeCookie('sid', 'a; Domain=evil.example', { maxAgeSeconds: 60 });

    // Assess
    expect(cookie.startsWith('sid=a%3B%20Domain%3Devil.example; ')).toBe(true);
    expect(cookie).not.toContain('Domain=');
  });

  it('rounds Max-Age down and never below zero, and takes the path', () => {
    // Act
    const fractional = serializeCookie('a', 'b', { maxAgeSeconds: 59.9, path: '/api/auth' });
    const negative = serializeCookie('a', 'b', { maxAgeSeconds: -5 });

    // Assess
    expect(fractional).toContain('Path=/api/auth; Max-Age=59;');
    expect(negative).toContain('Max-Age=0;');
  });
});

describe('sessionCookie', () => {
  it('lasts until the session expires', () => {
    // Prepare
    const clock = freezeClock('2026-03-01T12:00:00.000Z');

    // Act
    const cookie = sessionCookie('sid-value', new Date(clock.now().getTime() + 3600_000));

    // Assess
    expect(cookie).toBe('sid=sid-value; Path=/; Max-Age=3600; HttpOnly; SameSite=Lax');
  });
});

describe('clearedCookie', () => {
  it('empties the cookie with Max-Age=0 on its path', () => {
    // Act
    const cookie = clearedCookie('oauth_state', '/api/auth');

    // Assess
    expect(cookie).toBe('oauth_state=; Path=/api/auth; Max-Age=0; HttpOnly; SameSite=Lax');
  });
});
