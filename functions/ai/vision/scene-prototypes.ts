/**
 * Words COCO has no class for (a building, a flower, a painting), read from CenterNet's own backbone: the
 * last MobileNetV3 block's channel means (720 values, the squeeze-and-excite input), L2-normalised, then a
 * linear read-out per word (scene-prototypes.json). The read-out was fitted to 511 exemplar photos from Debian
 * packages (bench/vision-prototypes-exemplars.json lists each with its package and licence; only the weights
 * ship), and the bar that names a word is in naming-rules.ts (decision vision-scene-words).
 *
 * Raw scores are stored with the detections; which word, if any, is named is decided when writing.
 */
import type * as TfCore from '@tensorflow/tfjs-core';
import type { SceneScore } from './detections';
import { CENTERNET_SIDE } from './model-files';
import readOut from './scene-prototypes.json';

/** The backbone node read; it needs no part of the detection head, so the partial run is ~half a look. */
export const SCENE_NODE = readOut.node;

const round = (value: number) => Math.round(value * 1000) / 1000;

/** Each word's score for an embedding (any length-720 vector; normalised here). */
export function sceneScores(embedding: ArrayLike<number>): SceneScore[] {
  let norm = 0;
  for (let i = 0; i < embedding.length; i++) norm += embedding[i]! * embedding[i]!;
  norm = Math.sqrt(norm) || 1;
  return readOut.classes.map((label, c) => {
    const weights = readOut.weights[c]!;
    let score = readOut.bias[c]!;
    for (let i = 0; i < weights.length; i++) score += (weights[i]! * embedding[i]!) / norm;
    return { label, score: round(score) };
  });
}

/** The GraphModel surface used: Human's loaded CenterNet. */
export interface BackboneModel {
  execute(input: TfCore.Tensor, outputs: string): TfCore.Tensor | TfCore.Tensor[];
}

/** The photo's scene scores from its RGB pixels (as the whole look gets them), on the loaded CenterNet. */
export function sceneOfPixels(
  tf: typeof TfCore,
  model: BackboneModel,
  pixels: { data: Buffer; info: { width: number; height: number } },
): SceneScore[] {
  const embedding = tf.tidy(() => {
    const input = tf.tensor4d(Int32Array.from(pixels.data), [1, pixels.info.height, pixels.info.width, 3], 'int32');
    const squeezed = tf.image.resizeBilinear(input, [CENTERNET_SIDE, CENTERNET_SIDE]);
    const out = model.execute(squeezed, SCENE_NODE);
    return tf.reshape(Array.isArray(out) ? out[0]! : out, [-1]);
  });
  try {
    return sceneScores(embedding.dataSync());
  } finally {
    embedding.dispose();
  }
}
