/**
 * No auth route answers 500 to bad input: every hostile body on every POST route
 * gets a 4xx with a message, and nothing is written or mailed.
 */
import '../support/env';
import { DynamoDBDocumentClient, DeleteCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { HTTP_MESSAGES } from '../../../shared/messages/http';
import { handler } from '../../../functions/auth/handler';
import { bodyOf, invoke } from '../support/api-event';
import { sentMails, useMockSes } from '../support/mail';
import { resetTable } from '../support/table';

const ddb = mockClient(DynamoDBDocumentClient);
const ses = useMockSes();

const BODY_ROUTES = [
  'POST /api/auth/signup',
  'POST /api/auth/signin',
  'POST /api/auth/verify-email',
  'POST /api/auth/resend-verification',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
];

const huge = 'a'.repeat(1_000_000);
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

interface HostileBody {
  body: string;
  isBase64Encoded?: boolean;
}

const HOSTILE: [string, HostileBody][] = [
  ['plain text', { body: 'email=ada@example.com&password=secret' }],
  ['truncated JSON', { body: '{"email":"ada@example.com","password":' }],
  ['a JSON array', { body: '[{"email":"ada@example.com"}]' }],
  ['a JSON number', { body: '42' }],
  ['JSON null', { body: 'null' }],
  ['a JSON string', { body: '"ada@example.com"' }],
  ['JSON true', { body: 'true' }],
  ['an empty object', { body: '{}' }],
  ['a byte-order mark before JSON', { body: '\uFEFF{"email":"ada@example.com"}' }],
  ['a megabyte of non-JSON', { body: huge }],
  [
    'megabyte strings in every field',
    {
      body: JSON.stringify({ email: huge, password: huge, confirmPassword: huge, firstName: huge, lastName: huge, token: huge }),
    },
  ],
  ['a megabyte email that looks valid', { body: JSON.stringify({ email: `${huge}@example.com`, token: huge }) }],
  [
    'wrong types in every field',
    {
      body: JSON.stringify({ email: 42, password: true, confirmPassword: [], firstName: {}, lastName: null, token: 7 }),
    },
  ],
  ['operator objects', { body: JSON.stringify({ email: { $ne: null }, password: { $gt: '' }, token: { $ne: '' } }) }],
  ['deeply nested arrays', { body: `${'['.repeat(10_000)}${']'.repeat(10_000)}` }],
  ['a __proto__ key', { body: '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}' }],
  ['base64 of plain text', { body: base64('not json at all'), isBase64Encoded: true }],
  ['base64 of a JSON array', { body: base64('[1,2,3]'), isBase64Encoded: true }],
  ['base64 that is not base64', { body: '%%%not-base64%%%', isBase64Encoded: true }],
  ['binary bytes', { body: Buffer.from([0xff, 0xfe, 0x00, 0x81, 0x7b]).toString('base64'), isBase64Encoded: true }],
];

beforeEach(() => {
  resetTable(ddb);
});

describe('hostile bodies on the auth POST routes', () => {
  describe.each(BODY_ROUTES)('%s', (routeKey) => {
    it.each(HOSTILE)('answers 4xx with a message to %s', async (_case, hostile) => {
      // Act
      const result = await invoke(handler, { routeKey, ...hostile });

      // Assess
      expect(result.statusCode).toBeGreaterThanOrEqual(400);
      expect(result.statusCode).toBeLessThan(500);
      const body = bodyOf(result);
      expect(Object.keys(body)).toEqual(['message']);
      expect(typeof body.message).toBe('string');
      expect(String(body.message).length).toBeGreaterThan(0);
      expect(String(body.message).length).toBeLessThan(200);
      expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
      expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
      expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
      expect(ddb.commandCalls(DeleteCommand)).toHaveLength(0);
      expect(sentMails(ses)).toHaveLength(0);
    });
  });

  it.each(BODY_ROUTES)('names the body as invalid JSON on %s', async (routeKey) => {
    // Act
    const result = await invoke(handler, { routeKey, body: '{not json' });

    // Assess
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result)).toEqual({ message: HTTP_MESSAGES.invalidBody });
  });

  it('does not pollute Object.prototype through a __proto__ key', async () => {
    // Act
    await invoke(handler, {
      routeKey: 'POST /api/auth/signin',
      body: '{"__proto__":{"polluted":true},"email":"ada@example.com","password":"x"}',
    });

    // Assess
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('reads a base64-encoded JSON body as the JSON it encodes', async () => {
    // Act
    const result = await invoke(handler, {
      routeKey: 'POST /api/auth/forgot-password',
      body: base64(JSON.stringify({ email: 'ada@example.com' })),
      isBase64Encoded: true,
    });

    // Assess
    expect(result.statusCode).toBe(200);
  });

  it('answers the logout route without reading its body, whatever it holds', async () => {
    // Act
    const results = await Promise.all(
      HOSTILE.map(([, hostile]) => invoke(handler, { routeKey: 'POST /api/auth/logout', ...hostile })),
    );

    // Assess
    expect(results.map((r) => r.statusCode)).toEqual(HOSTILE.map(() => 200));
  });
});
