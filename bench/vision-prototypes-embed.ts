/**
 * Research (decision pending): embeds images with CenterNet's own backbone, several candidate nodes at once,
 * each global-average-pooled and L2-normalised. Reads a list of image paths (one a line) and writes
 * { path: { node: number[] } } as JSON. Refuses any held-out photo of bench/sample-photos/photos.ts.
 * Run: npx tsx bench/vision-prototypes-embed.ts LIST OUT.json
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import type * as TfCore from '@tensorflow/tfjs-core';
import { CENTERNET_SIDE } from '../functions/ai/vision/model-files';
import { sharedDetector, wholeLookPixels } from '../functions/ai/vision/human-detector';
import { SAMPLE_PHOTOS } from './sample-photos/photos';

export const NODES = [
  'tower_0/MobilenetV3/expanded_conv_11/add',
  'tower_0/MobilenetV3/expanded_conv_14/add',
  'tower_0/MobilenetV3/expanded_conv_14/squeeze_excite/Mean',
  'tower_0/extern1/hard_swish/mul_1',
  'tower_0/CenternetHead/Mean',
  'tower_0/keypoints',
];

const HELD_OUT = SAMPLE_PHOTOS.filter((sample) => sample.set === 'held-out').map((sample) => sample.file);

/** CenterNet as the analyzer loads it (Human's own GraphModel), asked for several nodes at once. */
interface MultiOutputModel {
  execute(input: TfCore.Tensor, outputs: string[]): TfCore.Tensor | TfCore.Tensor[];
}

export async function loadBackbone(): Promise<{ tf: typeof TfCore; model: MultiOutputModel }> {
  const { human, tf } = await sharedDetector().load();
  const model = human.models.models['centernet'];
  if (!model) throw new Error("Human loaded no 'centernet' model");
  return { tf, model: model as unknown as MultiOutputModel };
}

/** The photo as the whole look sees it (wholeLookPixels), squeezed to CenterNet's side as Human does. */
export async function embed(
  tf: typeof TfCore,
  model: MultiOutputModel,
  image: Buffer,
  nodes: string[] = NODES,
): Promise<Record<string, number[]>> {
  const pixels = await wholeLookPixels(image);
  return tf.tidy(() => {
    const input = tf.tensor4d(Int32Array.from(pixels.data), [1, pixels.info.height, pixels.info.width, 3], 'int32');
    const resized = tf.image.resizeBilinear(input, [CENTERNET_SIDE, CENTERNET_SIDE]);
    // One node asked for comes back as a tensor, several as an array.
    const outs = [model.execute(resized, nodes)].flat();
    const result: Record<string, number[]> = {};
    nodes.forEach((node, i) => {
      const out = outs[i]!;
      // keypoints: the 80 class heat maps, max over space; every other node: mean over space.
      const pooled = node.endsWith('keypoints') ? tf.max(out, [1, 2]) : tf.mean(out, [1, 2]);
      const flat = tf.reshape(pooled, [-1]);
      const norm = node.endsWith('keypoints') ? flat : tf.div(flat, tf.add(tf.norm(flat), 1e-8));
      result[node] = Array.from(norm.dataSync()).map((v) => Math.round(v * 1e5) / 1e5);
    });
    return result;
  });
}

if (process.argv[1]?.endsWith('vision-prototypes-embed.ts')) {
  const [list, out] = process.argv.slice(2) as [string, string];
  const files = readFileSync(list, 'utf8').split('\n').filter(Boolean);
  const refused = files.filter((file) => HELD_OUT.some((held) => file.endsWith(held)));
  if (refused.length) throw new Error(`held-out photos in the list: ${refused.join(', ')}`);
  const { tf, model } = await loadBackbone();
  const all: Record<string, Record<string, number[]>> = {};
  const times: number[] = [];
  for (const file of files) {
    try {
      const started = performance.now();
      all[file] = await embed(tf, model, readFileSync(file));
      times.push(performance.now() - started);
    } catch (error) {
      console.error(`skip ${basename(file)}: ${(error as Error).message}`);
    }
  }
  writeFileSync(out, JSON.stringify(all));
  times.sort((a, b) => a - b);
  console.log(
    `${Object.keys(all).length} embedded; ms per photo median ${Math.round(times[times.length >> 1] ?? 0)}, max ${Math.round(times.at(-1) ?? 0)}`,
  );
}
