/**
 * Bundle budgets (issue 12 item 3): every API group's Lambda bundle, built as the stack builds it
 * (infra/lambda-bundle.ts, with the group's defines), stays within 1.25x the floor, a bundle holding only
 * the DynamoDB document client (333 KB on 2026-11-23), so growth fails here. The cloud's restyle bundle
 * (its bundled-handler.ts) must not hold the local analyzer, which it never asks.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeGroups, type RouteGroup } from '../../functions/route-table';
import { buildLambdaBundle, FLOOR_SOURCE, groupDefines } from '../../infra/lambda-bundle';
import { handlerEntry, REPO_ROOT } from '../../infra/stack/paths';

/** Issue 12: each group's bundle within 1.25x the floor's size. */
const SIZE_GOAL = 1.25;
/**
 * The clients each group may hold: a client outside its list means an import chain pulled it in. S3, SES
 * and Bedrock are signed fetch requests (functions/lib/aws-clients/sigv4.ts), no client at all.
 */
const SDK_CLIENTS: Record<RouteGroup, string[]> = {
  auth: ['client-dynamodb'],
  oauth: ['client-dynamodb'],
  account: ['client-dynamodb'],
  'github-oidc': ['client-dynamodb'],
  photos: ['client-dynamodb'],
  uploads: ['client-dynamodb'],
  'photo-changes': ['client-dynamodb'],
  restyle: ['client-dynamodb'],
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
let floorBytes = 0;
beforeAll(async () => {
  floorBytes = (await buildLambdaBundle({ source: FLOOR_SOURCE, resolveDir: REPO_ROOT }, join(out, 'floor.mjs'))).bytes;
});
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('Lambda bundle budgets', () => {
  it.each(routeGroups())('the %s bundle stays within its budget and holds only the SDK clients it uses', async (group) => {
    const bundle = await buildLambdaBundle({ entry: handlerEntry(group), define: groupDefines(group) }, join(out, `${group}.mjs`));
    expect(bundle.bytes).toBeLessThanOrEqual(SIZE_GOAL * floorBytes);
    expect(bundle.sdkClients).toEqual(SDK_CLIENTS[group]);
  });

  it("keeps the local analyzer's phrase banks out of the cloud's restyle bundle", async () => {
    const bundle = await buildLambdaBundle({ entry: handlerEntry('restyle') }, join(out, 'restyle-inputs.mjs'));
    expect(bundle.inputs).toContain('functions/lib/ai/bedrock-analyzer.ts');
    expect(bundle.inputs.filter((file) => file.startsWith('functions/lib/ai/local'))).toEqual([]);
  });
});
