/**
 * Bundle budgets (issue 12 item 3): every API group's Lambda bundle, built as the stack builds it,
 * stays within its budget, so growth fails here. The budget is the size measured on 2026-11-23
 * (`npm run bench:lambda`: 1049-1112 KB; every group still carries all six SDK clients because
 * functions/lib/aws-clients.ts imports them all) plus a margin of about 3 %. Splitting the clients per
 * service and lowering this budget is the next step (docs/performance.md).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { routeGroups } from '../../functions/route-table';
import { buildLambdaBundle } from '../../infra/lambda-bundle';
import { handlerEntry } from '../../infra/stack/paths';

const KB = 1024;
const API_GROUP_BUDGET = 1150 * KB;

const out = mkdtempSync(join(tmpdir(), 'snifty-bundle-budget-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('Lambda bundle budgets', () => {
  it.each(routeGroups())('the %s bundle stays within its budget', async (group) => {
    const bundle = await buildLambdaBundle({ entry: handlerEntry(group) }, join(out, `${group}.mjs`));
    expect(bundle.bytes).toBeLessThanOrEqual(API_GROUP_BUDGET);
    expect(bundle.sdkClients).toContain('client-dynamodb');
  });
});
