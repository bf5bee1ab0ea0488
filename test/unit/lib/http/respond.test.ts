import { describe, expect, it } from 'vitest';
import { NEXT_CURSOR_HEADER } from '../../../../shared/constants';
import { created, json, ok, page, redirect } from '../../../../functions/lib/http/respond';

describe('json', () => {
  it('answers JSON with no-store and nosniff, and no cookies unless given', () => {
    // Act
    const result = json(418, { message: 'teapot' });

    // Assess
    expect(result).toEqual({
      statusCode: 418,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      },
      body: '{"message":"teapot"}',
    });
  });

  it('adds cookies and extra headers when given', () => {
    // Act
    const result = json(200, {}, { cookies: ['a=1'], headers: { 'retry-after': '5' } });

    // Assess
    expect(result.cookies).toEqual(['a=1']);
    expect(result.headers?.['retry-after']).toBe('5');
  });

  it('leaves cookies out when the list is empty', () => {
    // Act
    const result = json(200, {}, { cookies: [] });

    // Assess
    expect(result).not.toHaveProperty('cookies');
  });
});

describe('ok and created', () => {
  it('answer 200 and 201', () => {
    // Act
    const results = [ok({ a: 1 }), created({ a: 1 })];

    // Assess
    expect(results.map((r) => r.statusCode)).toEqual([200, 201]);
    expect(results.map((r) => r.body)).toEqual(['{"a":1}', '{"a":1}']);
  });
});

describe('page', () => {
  it('answers the items and puts the next cursor in its header', () => {
    // Act
    const more = page([{ id: 1 }], 'cursor-2');
    const last = page([], null);

    // Assess
    expect(more.body).toBe('[{"id":1}]');
    expect(more.headers?.[NEXT_CURSOR_HEADER]).toBe('cursor-2');
    expect(last.headers).not.toHaveProperty(NEXT_CURSOR_HEADER);
  });
});

describe('redirect', () => {
  it('answers 302 to the location with its cookies', () => {
    // Act
    const result = redirect('/signin?error=social', ['a=; Max-Age=0']);

    // Assess
    expect(result).toMatchObject({ statusCode: 302, body: '', cookies: ['a=; Max-Age=0'] });
    expect(result.headers).toMatchObject({ location: '/signin?error=social', 'cache-control': 'no-store' });
  });
});
