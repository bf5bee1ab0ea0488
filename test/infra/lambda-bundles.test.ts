/**
 * Bundle budgets (issue 12 item 3): every API group's Lambda bundle, built as the stack builds it,
 * stays within its budget, so growth fails here. Each budget is the group's size measured on 2026-11-23
 * (`npm run bench:lambda`, after one module per SDK client, zod/mini and secrets read through the
 * Parameters and Secrets extension instead of the Secrets Manager client, and S3 through signed fetch
 * requests instead of the S3 client) plus about 3 %. The floor, a
 * bundle holding only the DynamoDB document client, is 333 KB; docs/performance.md says what each group
 * holds beyond it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { routeGroups, type RouteGroup } from '../../functions/route-table';
import { buildLambdaBundle, groupDefines } from '../../infra/lambda-bundle';
import { handlerEntry } from '../../infra/stack/paths';

const KB = 1024;
/** KB per group: measured size + 3 %. SES and Bedrock weigh where they are used. */
const BUDGET_KB: Record<RouteGroup, number> = {
  auth: 515,
  'github-oidc': 417,
  photos: 534,
  tribes: 463,
  social: 440,
  notifications: 429,
  content: 441,
  shares: 467,
  capsules: 438,
  mobile: 452,
  openapi: 465,
};
/**
 * The clients each group may hold: a client outside its list means an import chain pulled it in. S3, SES
 * and Bedrock are signed fetch requests (functions/lib/aws-clients/sigv4.ts), no client at all.
 */
const SDK_CLIENTS: Record<RouteGroup, string[]> = {
  auth: ['client-dynamodb'],
  'github-oidc': ['client-dynamodb'],
  photos: ['client-dynamodb'],
  tribes: ['client-dynamodb'],
  social: ['client-dynamodb'],
  notifications: ['client-dynamodb'],
  content: ['client-dynamodb'],
  shares: ['client-dynamodb'],
  capsules: ['client-dynamodb'],
  mobile: ['client-dynamodb'],
  openapi: ['client-dynamodb'],
};

const out = mkdtempSync(join(tmpdir(), 'snifty-bundle-budget-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('Lambda bundle budgets', () => {
  it.each(routeGroups())('the %s bundle stays within its budget and holds only the SDK clients it uses', async (group) => {
    const bundle = await buildLambdaBundle({ entry: handlerEntry(group), define: groupDefines(group) }, join(out, `${group}.mjs`));
    expect(bundle.bytes).toBeLessThanOrEqual(BUDGET_KB[group] * KB);
    expect(bundle.sdkClients).toEqual(SDK_CLIENTS[group]);
  });
});
