/**
 * Every line names the invocation: request id, function name, cold start (Powertools' addContext keys), and
 * the correlation id an API request hands on to the analysis of its upload.
 */
import '../support/env';
import type { Context } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiEvent, lambdaContext } from '../support/api-event';

type Line = Record<string, unknown>;
let lines: Line[] = [];

/** The JSON lines the Logger writes to stdout and stderr while `act` runs. */
function capture() {
  lines = [];
  const keep = (chunk: unknown) => {
    for (const text of String(chunk).split('\n').filter(Boolean)) {
      try {
        lines.push(JSON.parse(text) as Line);
      } catch {
        /* not ours */
      }
    }
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(keep);
  vi.spyOn(process.stderr, 'write').mockImplementation(keep);
}

/** A fresh module, as a new on-demand Lambda container loads it (Lambda sets the initialization type). */
async function freshLogger() {
  vi.resetModules();
  process.env.LOG_LEVEL = 'info';
  process.env.AWS_LAMBDA_INITIALIZATION_TYPE = 'on-demand';
  return (await import('../../../functions/kernel/logger')).logger;
}

const context = (id: string): Context => ({ ...lambdaContext(id), functionName: 'snifty-auth' });

beforeEach(capture);
afterEach(() => {
  vi.restoreAllMocks();
  delete process.env.AWS_LAMBDA_INITIALIZATION_TYPE;
});

describe('the Lambda context on every line', () => {
  it('names the request id, the function and a cold start on the first invocation only', async () => {
    const logger = await freshLogger();
    logger.useLambdaContext(context('req-1'));
    logger.info('first');
    logger.useLambdaContext(context('req-2'));
    logger.warn('second');

    expect(lines).toEqual([
      expect.objectContaining({ message: 'first', function_request_id: 'req-1', function_name: 'snifty-auth', cold_start: true }),
      expect.objectContaining({ message: 'second', function_request_id: 'req-2', cold_start: false }),
    ]);
  });

  it('is not a cold start when the Logger is first built at a later invocation', async () => {
    const logger = await freshLogger();
    logger.useLambdaContext(context('req-1'));
    logger.useLambdaContext(context('req-2'));
    logger.info('late');

    expect(lines).toEqual([expect.objectContaining({ function_request_id: 'req-2', cold_start: false })]);
  });

  it('counts an invocation once when nested entry points hand the same context over', async () => {
    const logger = await freshLogger();
    logger.useLambdaContext(context('req-1'));
    logger.useLambdaContext(context('req-1'));
    logger.info('nested');

    expect(lines).toEqual([expect.objectContaining({ function_request_id: 'req-1', cold_start: true })]);
  });

  it('carries a correlation id within its invocation and forgets it at the next', async () => {
    const logger = await freshLogger();
    logger.useLambdaContext(context('req-1'));
    logger.setCorrelationId('api-request-9');
    logger.info('with');
    logger.useLambdaContext(context('req-2'));
    logger.info('without');

    expect(lines[0]).toMatchObject({ correlation_id: 'api-request-9' });
    expect(lines[1]).not.toHaveProperty('correlation_id');
  });
});

describe('one correlation id from the API request to the analysis of its upload', () => {
  it("gives an API request's lines its API Gateway request id", async () => {
    const logger = await freshLogger();
    // The fresh modules' secrets: the unit environment names the media key's, which nothing here reads.
    (await import('../../../functions/kernel/secrets')).useSecretSource(async () => 'unused');
    const { createGroupHandler } = await import('../../../functions/lib/http/group-handler');
    const { declareGroup } = await import('../../../functions/lib/http/route');
    const probe = declareGroup({
      name: 'probe',
      access: {},
      routes: { 'GET /api/probe': { auth: 'public', doc: () => ({ summary: 'probe', answer: { status: 200, description: 'ok' } }) } },
    });
    const handler = createGroupHandler(probe, {
      'GET /api/probe': async () => {
        logger.info('inside');
        return { statusCode: 200 };
      },
    });

    await handler(apiEvent({ routeKey: 'GET /api/probe', requestId: 'api-req-7' }), context('lambda-7'));

    expect(lines).toContainEqual(
      expect.objectContaining({ message: 'inside', correlation_id: 'api-req-7', function_request_id: 'lambda-7' }),
    );
  });

  it("gives the analysis' lines the correlation id its upload carries", async () => {
    await freshLogger();
    const { substituteMediaStore } = await import('../../../functions/lib/media/configured-media-store');
    const { handler } = await import('../../../functions/analysis/handler');
    substituteMediaStore({
      head: async () => ({ size: 3, contentType: 'image/jpeg', correlationId: 'api-req-8' }),
    } as unknown as Parameters<typeof substituteMediaStore>[0]);
    const event = { Records: [{ s3: { object: { key: 'not-an-inbox-key' } } }] } as unknown as Parameters<typeof handler>[0];

    await handler(event, context('lambda-8'));
    substituteMediaStore(undefined);

    expect(lines).toContainEqual(
      expect.objectContaining({
        message: 'analysis: not an upload of ours, ignored',
        correlation_id: 'api-req-8',
        function_request_id: 'lambda-8',
      }),
    );
  });
});
