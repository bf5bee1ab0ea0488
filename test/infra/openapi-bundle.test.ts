/**
 * The openapi Lambda as the stack bundles it (issue 12 item 3): the OpenAPI document is computed when the
 * function is bundled (infra/lambda-bundle.ts, `groupDefines`), so the bundle holds neither the schemas
 * nor zod's JSON Schema output, and it serves exactly the document local mode and the tests build at run time.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { ApiEvent, ApiResult } from '../../functions/lib/http/types';
import { buildOpenApiDocument } from '../../functions/lib/openapi/build-document';
import { buildLambdaBundle, groupDefines } from '../../infra/lambda-bundle';
import { handlerEntry } from '../../infra/stack/paths';
import { handler as runTimeHandler } from '../../functions/openapi/handler';
import { apiEvent, lambdaContext } from '../unit/support/api-event';
import { TEST_ENV } from '../unit/support/test-env';

const out = mkdtempSync(join(tmpdir(), 'snifty-openapi-bundle-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** What config() needs, and no secret ids, so neither handler asks the secrets extension for anything. */
const ENV = { ...TEST_ENV, TABLE_NAME: 'snifty-openapi-bundle' };

type Handler = (event: ApiEvent, context: unknown) => Promise<ApiResult>;
const getDocument = (handler: Handler) => handler(apiEvent({ routeKey: 'GET /api/openapi.json' }), lambdaContext());

describe('the openapi bundle', () => {
  it('serves the document the route table and the schemas give at run time, without building it', async () => {
    // Prepare
    Object.assign(process.env, ENV);
    const file = join(out, 'openapi.mjs');
    const bundle = await buildLambdaBundle({ entry: handlerEntry('openapi'), define: groupDefines('openapi') }, file);
    const { handler } = (await import(pathToFileURL(file).href)) as { handler: Handler };

    // Act
    const bundled = await getDocument(handler);
    const runTime = await getDocument(runTimeHandler as unknown as Handler);

    // Assess
    // Only the session schema every group reads a viewer with: no route's schemas, no JSON Schema output.
    expect(bundle.inputs.filter((input) => /lib\/openapi\/|to-json-schema|shared\/schemas\/(?!session\.ts)/.test(input))).toEqual([]);
    expect(bundled.statusCode).toBe(200);
    expect(bundled.headers).toEqual(runTime.headers);
    expect(JSON.parse(bundled.body!)).toEqual(JSON.parse(runTime.body!));
    expect(JSON.parse(bundled.body!)).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
  });
});
