import '../support/env';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { MessageRejected, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { AUTH_MESSAGES } from '../../../shared/messages/auth';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HTTP_MESSAGES } from '../../../shared/messages/http';
import { routeKey, routes } from '../../../functions/api/route-table';
import { handler } from '../../../functions/auth/handler';
import { apiEvent, bodyOf, invoke, lambdaContext } from '../support/api-event';
import { useEnv } from '../support/env';
import { useMockSes } from '../support/mail';
import { resetTable } from '../support/table';

const ddb = mockClient(DynamoDBDocumentClient);
const ses = useMockSes();

beforeEach(() => {
  resetTable(ddb);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('auth handler', () => {
  it('serves every auth route of the route table (none answers 404)', async () => {
    // Prepare
    const authRoutes = routes.filter((r) => r.group === 'auth').map(routeKey);

    // Act
    // A well-shaped path parameter, so the edge's shape check (a 404 of its own) lets the route answer.
    const pathParameters = { sessionId: '0'.repeat(32) };
    const results = await Promise.all(authRoutes.map((key) => invoke(handler, { routeKey: key, body: {}, pathParameters })));

    // Assess
    expect(authRoutes.length).toBeGreaterThanOrEqual(10);
    expect(results.map((r) => r.statusCode)).not.toContain(404);
  });

  it('answers 500 with the generic message when DynamoDB fails, and logs it with the request id', async () => {
    // Prepare
    useEnv({ LOG_LEVEL: 'error' });
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    ddb.on(GetCommand).rejects(new Error('ProvisionedThroughputExceededException: arn:aws:dynamodb:us-east-1:123:table/snifty-unit'));

    // Act
    const result = await handler(
      apiEvent({ routeKey: 'POST /api/auth/signin', body: { email: 'ada@example.com', password: 'secret' } }),
      lambdaContext('lambda-req-500'),
    );

    // Assess
    expect(result.statusCode).toBe(500);
    expect(bodyOf(result)).toEqual({ message: HTTP_MESSAGES.internal, requestId: 'lambda-req-500' });
    expect(result.body).not.toMatch(/arn:|Provisioned|snifty-unit|stack/);
    const logged = stderr.mock.calls.map(([line]) => String(line)).join('');
    expect(logged).toContain('"requestId":"lambda-req-500"');
    expect(logged).toContain('ProvisionedThroughputExceededException');
  });

  it('answers 500 with the generic message when a sign-up write fails for another reason than a taken email', async () => {
    // Prepare
    ddb
      .on(TransactWriteCommand)
      .rejects(Object.assign(new Error('Table secret-internal-name not found'), { name: 'ResourceNotFoundException' }));

    // Act
    const result = await invoke(handler, {
      routeKey: 'POST /api/auth/signup',
      body: { email: 'ada@example.com', password: 'correct horse', firstName: 'Ada', lastName: 'Lovelace' },
    });

    // Assess
    expect(result.statusCode).toBe(500);
    expect(bodyOf(result).message).toBe(HTTP_MESSAGES.internal);
    expect(result.body).not.toContain('secret-internal-name');
  });

  it('answers 503 busy, with nothing of the cause, when the table throttles a sign-up write', async () => {
    // Prepare
    ddb.on(TransactWriteCommand).rejects(Object.assign(new Error('Throughput exceeded'), { name: 'ThrottlingException' }));

    // Act
    const result = await invoke(handler, {
      routeKey: 'POST /api/auth/signup',
      body: { email: 'ada@example.com', password: 'correct horse', firstName: 'Ada', lastName: 'Lovelace' },
    });

    // Assess
    expect(result.statusCode).toBe(503);
    expect(bodyOf(result).message).toBe(HTTP_MESSAGES.busy);
    expect(result.body).not.toContain('Throughput');
  });

  it('answers 400 saying no account was made when SES refuses the mail, naming nothing of SES', async () => {
    // Prepare
    ses.on(SendEmailCommand).rejects(new MessageRejected({ message: 'Email address is not verified.', $metadata: {} }));

    // Act
    const result = await invoke(handler, {
      routeKey: 'POST /api/auth/signup',
      body: { email: 'ada@example.com', password: 'correct horse', firstName: 'Ada', lastName: 'Lovelace' },
    });

    // Assess
    expect(result.statusCode).toBe(400);
    expect(JSON.parse(String(result.body))).toEqual({ message: AUTH_MESSAGES.signupMailRefused });
    expect(result.body).not.toContain('MessageRejected');
  });
});
