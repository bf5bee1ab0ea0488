/**
 * What each API group's Lambda bundle, built as the stack builds it (infra/lambda-bundle.ts), may hold:
 * no more than the byte ceiling, only the SDK clients its declaration implies (infra/sdk-floor.ts), sharp
 * only where the group declares it, no web code (the image editor), and no other group's code: the route
 * table, which composes every group, is the openapi group's alone; no vision model code, which only the
 * analysis function runs (its bundle holds the detector and requires tfjs and Human from the packages
 * installed beside it, infra/stack/vision-modules.ts). What a bundle costs at a cold start
 * is timed by `npm run bench:lambda`, not here: a timed test on a shared machine flakes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { groups } from '../../functions/api/route-table';
import { BUNDLE_CEILING_BYTES, buildLambdaBundle } from '../../infra/lambda-bundle';
import { clientsFor, sdkClientPackages } from '../../infra/sdk-floor';
import { handlerEntry } from '../../infra/stack/paths';

const out = mkdtempSync(join(tmpdir(), 'snifty-bundles-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** Files of another group's folder; its declaration (group.ts) is data every group may read through the table. */
const MODEL_CODE =
  /node_modules\/@tensorflow\/|node_modules\/@vladmandic\/|functions\/lib\/ai\/vision\/(human-detector|model-files|vision-analyzer)\.ts/;

const otherGroupsCode = (name: string, inputs: string[]) =>
  inputs.filter((input) =>
    groups.some((g) => g.name !== name && input.startsWith(`functions/${g.name}/`) && !input.endsWith('/group.ts')),
  );

describe('Lambda bundles', () => {
  it.each(groups.map((g) => [g.name, g] as const))(
    'the %s bundle holds its own code and the SDK clients it declares',
    async (name, group) => {
      // Act
      const bundle = await buildLambdaBundle({ entry: handlerEntry(name) }, join(out, `${name}.mjs`));

      // Assess
      expect(bundle.bytes).toBeLessThanOrEqual(BUNDLE_CEILING_BYTES);
      expect(sdkClientPackages(clientsFor(group.access))).toEqual(expect.arrayContaining(bundle.sdkClients));
      expect(bundle.externals.includes('sharp')).toBe(group.access.nativeModules?.includes('sharp') ?? false);
      expect(
        bundle.inputs.filter(
          (input) =>
            input.startsWith('web/') || /node_modules\/(react|react-dom|konva|react-konva|react-filerobot-image-editor)\//.test(input),
        ),
      ).toEqual([]);
      expect(otherGroupsCode(name, bundle.inputs)).toEqual([]);
      expect(bundle.inputs.filter((input) => MODEL_CODE.test(input))).toEqual([]);
      expect(bundle.inputs.includes('functions/api/route-table.ts')).toBe(name === 'openapi');
    },
  );

  it('the analysis bundle holds the vision detector, with tfjs and Human left to run time', async () => {
    // Act
    const bundle = await buildLambdaBundle({ entry: handlerEntry('analysis') }, join(out, 'analysis.mjs'));

    // Assess
    expect(bundle.inputs).toContain('functions/ai/vision/human-detector.ts');
    expect(bundle.inputs.filter((input) => /node_modules\/(@tensorflow|@vladmandic)\//.test(input))).toEqual([]);
  });
});
