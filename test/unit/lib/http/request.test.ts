import { describe, expect, it } from 'vitest';
import * as z from '../../../../shared/zod';
import { HTTP_MESSAGES } from '../../../../shared/messages/http';
import { BadRequestError, NotFoundError } from '../../../../functions/kernel/errors';
import { header, parseJsonBody, parseQuery, parseWith, pathParam, readCookie } from '../../../../functions/lib/http/request';
import { apiEvent } from '../../support/api-event';
import { thrown } from '../../support/thrown';

const schema = z.object({ name: z.string({ error: 'Name is required' }).check(z.minLength(1, { message: 'Name is required' })) });

describe('parseJsonBody', () => {
  it('parses the JSON body through the schema, dropping unknown keys', () => {
    // Prepare
    const event = apiEvent({ routeKey: 'POST /x', body: { name: 'Ada', admin: true } });

    // Act
    const body = parseJsonBody(event, schema);

    // Assess
    expect(body).toEqual({ name: 'Ada' });
  });

  it('decodes a base64-encoded body first', () => {
    // Prepare
    const event = apiEvent({
      routeKey: 'POST /x',
      body: Buffer.from(JSON.stringify({ name: 'Zoë' })).toString('base64'),
      isBase64Encoded: true,
    });

    // Act
    const body = parseJsonBody(event, schema);

    // Assess
    expect(body).toEqual({ name: 'Zoë' });
  });

  it.each([
    ['absent', undefined],
    ['empty', ''],
    ['blank', '  \n '],
  ])('reads an %s body as {}, so the schema names the missing field', (_case, body) => {
    // Prepare
    const event = apiEvent({ routeKey: 'POST /x', body });

    // Act
    const error = thrown(() => parseJsonBody(event, schema));

    // Assess
    expect(error).toBeInstanceOf(BadRequestError);
    expect((error as BadRequestError).message).toBe('Name is required');
  });

  it('answers 400 with the invalid-JSON message to a body that is not JSON', () => {
    // Prepare
    const event = apiEvent({ routeKey: 'POST /x', body: '{"name":' });

    // Act
    const error = thrown(() => parseJsonBody(event, schema));

    // Assess
    expect(error).toBeInstanceOf(BadRequestError);
    expect((error as BadRequestError).statusCode).toBe(400);
    expect((error as BadRequestError).message).toBe(HTTP_MESSAGES.invalidBody);
  });
});

it.each(['null', '[1,2]', '42', '"text"', 'true'])(
  'answers 400 with a clear message to the JSON body %s, which is not an object',
  (body) => {
    const error = thrown(() => parseJsonBody(apiEvent({ routeKey: 'POST /x', body }), schema));
    expect(error).toBeInstanceOf(BadRequestError);
    expect((error as BadRequestError).message).toBe(HTTP_MESSAGES.bodyNotObject);
  },
);

describe('parseWith', () => {
  it('reports the first issue’s message', () => {
    // Prepare
    const two = z.object({ a: z.string({ error: 'A first' }), b: z.string({ error: 'B second' }) });

    // Act
    const error = thrown(() => parseWith(two, {}));

    // Assess
    expect((error as BadRequestError).message).toBe('A first');
  });
});

describe('parseQuery', () => {
  it('parses the query string parameters, or {} when there are none', () => {
    // Prepare
    const query = z.object({ page: z._default(z.coerce.number(), 1) });

    // Act
    const withPage = parseQuery(apiEvent({ routeKey: 'GET /x', query: { page: '3' } }), query);
    const without = parseQuery(apiEvent({ routeKey: 'GET /x' }), query);

    // Assess
    expect(withPage).toEqual({ page: 3 });
    expect(without).toEqual({ page: 1 });
  });
});

describe('pathParam', () => {
  it('decodes the path parameter', () => {
    // Prepare
    const event = apiEvent({ routeKey: 'GET /api/photos/{id}', pathParameters: { id: 'a%20b' } });

    // Act
    const id = pathParam(event, 'id');

    // Assess
    expect(id).toBe('a b');
  });

  it('answers 404 when the parameter is missing', () => {
    // Act
    const error = thrown(() => pathParam(apiEvent({ routeKey: 'GET /x' }), 'id'));

    // Assess
    expect(error).toBeInstanceOf(NotFoundError);
  });
});

describe('readCookie', () => {
  it('finds the named cookie among others and decodes it', () => {
    // Prepare
    const event = apiEvent({ routeKey: 'GET /x', cookies: ['theme=dark', ' sid = a%2Bb ', 'sidecar=x'] });

    // Act
    const sid = readCookie(event, 'sid');

    // Assess
    expect(sid).toBe('a+b');
  });

  it.each([
    ['there are no cookies', undefined],
    ['only a cookie whose name starts the same', ['sidecar=x']],
    ['a cookie without a name', ['=value']],
    ['a value that is not valid percent-encoding', ['sid=%E0%A4%A']],
  ])('answers undefined when %s', (_case, cookies) => {
    // Act
    const sid = readCookie(apiEvent({ routeKey: 'GET /x', cookies }), 'sid');

    // Assess
    expect(sid).toBeUndefined();
  });
});

describe('header', () => {
  it('finds a header whatever the case of its name', () => {
    // Prepare
    const event = apiEvent({ routeKey: 'GET /x', headers: { 'X-Api-Key': 'key-1' } });

    // Act
    const value = header(event, 'x-api-key');

    // Assess
    expect(value).toBe('key-1');
    expect(header(event, 'origin')).toBeUndefined();
  });
});
