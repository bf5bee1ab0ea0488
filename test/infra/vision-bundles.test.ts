/**
 * The vision models stay where they run: the analysis bundle holds the detector, which requires tfjs and
 * Human at run time from the packages installed beside it (infra/stack/vision-modules.ts), so no bundle
 * holds tfjs itself; no API group's bundle holds the detector at all.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { routeGroups } from '../../functions/route-table';
import { buildLambdaBundle, groupDefines } from '../../infra/lambda-bundle';
import { handlerEntry } from '../../infra/stack/paths';

const out = mkdtempSync(join(tmpdir(), 'snifty-vision-bundles-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

const MODEL_CODE =
  /node_modules\/@tensorflow\/|node_modules\/@vladmandic\/|functions\/lib\/ai\/vision\/(human-detector|model-files|vision-analyzer)\.ts/;

describe('vision model code in the bundles', () => {
  it('is in the analysis bundle only as the detector, with tfjs left to run time', async () => {
    const bundle = await buildLambdaBundle({ entry: handlerEntry('analysis') }, join(out, 'analysis.mjs'));
    expect(bundle.inputs).toContain('functions/lib/ai/vision/human-detector.ts');
    expect(bundle.inputs.filter((file) => /node_modules\/(@tensorflow|@vladmandic)\//.test(file))).toEqual([]);
  });

  it.each(routeGroups())('is not in the %s bundle', async (group) => {
    const bundle = await buildLambdaBundle({ entry: handlerEntry(group), define: groupDefines(group) }, join(out, `${group}.mjs`));
    expect(bundle.inputs.filter((file) => MODEL_CODE.test(file))).toEqual([]);
  });
});
