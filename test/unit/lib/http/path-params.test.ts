import { describe, expect, it } from 'vitest';
import { MAX_JSON_BODY_BYTES } from '../../../../shared/constants';
import { HTTP_MESSAGES } from '../../../../shared/messages/http';
import { NotFoundError, PayloadTooLargeError } from '../../../../functions/kernel/errors';
import { checkedPathParams, ID_SHAPE } from '../../../../functions/lib/http/path-params';
import { parseJsonBody, pathParam } from '../../../../functions/lib/http/request';
import { newId } from '../../../../functions/kernel/ids';
import { apiEvent } from '../../support/api-event';
import { thrown } from '../../support/thrown';
import * as z from '../../../../shared/zod';

describe('path parameters at the edge', () => {
  it('accepts our ids: ULIDs and typed tribe ids', () => {
    // Prepare
    const id = newId();

    // Act
    const params = checkedPathParams(
      apiEvent({
        routeKey: 'DELETE /api/tribes/{tribeId}/members/{memberId}',
        pathParameters: { tribeId: `${id}-outer_circle`, memberId: id },
      }),
      '/api/tribes/{tribeId}/members/{memberId}',
    );

    // Assess
    expect(params).toEqual({ tribeId: `${id}-outer_circle`, memberId: id });
  });

  it.each([['A'.repeat(3000)], ['%E0%A4%A'], ['..'], ['p1'], ['01ARZ3NDEKTSV4RRFFQ69G5FAV%00'], ['01arz3ndektsv4rrffq69g5fav']])(
    'answers 404 for %s',
    (value) => {
      // Act
      const error = thrown(() =>
        checkedPathParams(apiEvent({ routeKey: 'GET /api/photos/{id}', pathParameters: { id: value } }), '/api/photos/{id}'),
      );

      // Assess
      expect(error).toBeInstanceOf(NotFoundError);
    },
  );

  it('answers 404 for a route parameter the event lacks', () => {
    expect(thrown(() => checkedPathParams(apiEvent({ routeKey: 'GET /api/photos/{id}' }), '/api/photos/{id}'))).toBeInstanceOf(
      NotFoundError,
    );
  });

  it('pathParam answers 404, not a URIError, for malformed percent-encoding', () => {
    const error = thrown(() => pathParam(apiEvent({ routeKey: 'GET /api/photos/{id}', pathParameters: { id: '%E0%A4%A' } }), 'id'));
    expect(error).toBeInstanceOf(NotFoundError);
    expect(ID_SHAPE.test(newId())).toBe(true);
  });
});

describe('the JSON body cap', () => {
  const schema = z.object({ name: z.string() });

  it('refuses a body over 64 KB with 413 before parsing it, plain or base64', () => {
    // Prepare
    const big = JSON.stringify({ name: 'x'.repeat(MAX_JSON_BODY_BYTES) });
    const events = [
      apiEvent({ routeKey: 'POST /api/tribes', body: big }),
      apiEvent({ routeKey: 'POST /api/tribes', body: Buffer.from(big).toString('base64'), isBase64Encoded: true }),
    ];

    // Act
    const errors = events.map((event) => thrown(() => parseJsonBody(event, schema)));

    // Assess
    for (const error of errors) {
      expect(error).toBeInstanceOf(PayloadTooLargeError);
      expect(error).toMatchObject({ statusCode: 413, message: HTTP_MESSAGES.bodyTooLarge });
    }
  });

  it('reads a body just under the cap', () => {
    const name = 'x'.repeat(MAX_JSON_BODY_BYTES - 20);
    expect(parseJsonBody(apiEvent({ routeKey: 'POST /api/tribes', body: { name } }), schema)).toEqual({ name });
  });
});
