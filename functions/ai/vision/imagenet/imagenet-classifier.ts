/**
 * The ImageNet look: MobileNet V2 (1,001 classes, uint8-quantised TFLite) run by tfjs-tflite-node's
 * interpreter on one thread, fed the centre square of the photo at 224 px, the crop the model was trained
 * on. Its scores are kept, not its verdict: which family a member would say is decided when writing
 * (imagenet-subject.ts). The weights are read from the models folder (imagenet-weights.ts); when they are
 * not there the look is off and says so once, and the other looks work as before.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { logger } from '../../../kernel/logger';
import { runtimeRequire } from '../model-files';
import { IMAGENET_MODEL_FILE, imagenetDir } from './imagenet-weights';

/** The model's input side. */
const SIDE = 224;
/** The output's quantisation: a uint8 score of 256ths (the model's output scale is 1/256, zero point 0). */
const OUTPUT_SCALE = 1 / 256;
/** Scores kept on the photo: enough for a family of many small scores (a dog of uncertain breed) to add up. */
const KEEP_SCORES = 40;
/** Below a few quantisation steps a score is noise. */
const SCORE_FLOOR = 3 / 256;

export interface ImagenetScore {
  /** The model's output index (1..1000; 0 is background), as the family table keys it. */
  index: number;
  score: number;
}

interface TensorInfo {
  data(): Uint8Array;
}

interface ModelRunner {
  getInputs(): TensorInfo[];
  getOutputs(): TensorInfo[];
  infer(): boolean;
}

type RunnerConstructor = new (model: ArrayBuffer, options: { threads: number }) => ModelRunner;

/** The raw pixels a look is given: RGB, three channels, any size. */
export interface RgbPixels {
  data: Buffer;
  info: { width: number; height: number };
}

/** What the detector asks of the ImageNet look (a bench switches it on and off with its own). */
export interface ImagenetLook {
  available(): Promise<boolean>;
  classify(pixels: RgbPixels): Promise<ImagenetScore[] | null>;
}

export class ImagenetClassifier implements ImagenetLook {
  private runner: Promise<ModelRunner | null> | undefined;

  constructor(private readonly folder: () => string = () => imagenetDir()) {}

  /**
   * The interpreter, made once; null when the weights are not in the models folder or the runtime cannot
   * load (the look is off for this process, said once: neither mends itself while the process runs).
   */
  private load(): Promise<ModelRunner | null> {
    this.runner ??= this.loadRunner().catch((error: unknown) => {
      logger.error('vision analyzer: the ImageNet look is off (its runtime failed to load)', {
        error: error instanceof Error ? error.message : String(error),
      });
      return null;
    });
    return this.runner;
  }

  private async loadRunner(): Promise<ModelRunner | null> {
    const path = join(this.folder(), IMAGENET_MODEL_FILE);
    if (!existsSync(path)) {
      // Only where nothing could fetch them: local mode's start has already said, in words, that the look is off
      // and why, and the stack's build refuses to bundle the analysis function without them.
      logger.debug('vision analyzer: the ImageNet look is off (its weights are not in the models folder)', { path });
      return null;
    }
    const model = await readFile(path);
    // Required at run time, so esbuild keeps the native addon out of every bundle (it is installed beside it).
    const { TFLiteNodeModelRunner } = runtimeRequire('tfjs-tflite-node') as { TFLiteNodeModelRunner: RunnerConstructor };
    return new TFLiteNodeModelRunner(model.buffer.slice(model.byteOffset, model.byteOffset + model.byteLength) as ArrayBuffer, {
      threads: 1,
    });
  }

  /** Whether the weights are there (the look runs); loads them if not yet loaded. */
  async available(): Promise<boolean> {
    return (await this.load()) !== null;
  }

  /** The strongest scores for the photo, highest first; null when the look is off. */
  async classify(pixels: RgbPixels): Promise<ImagenetScore[] | null> {
    const runner = await this.load();
    if (!runner) return null;
    const { data } = await sharp(pixels.data, { raw: { width: pixels.info.width, height: pixels.info.height, channels: 3 } })
      .resize(SIDE, SIDE, { fit: 'cover', position: 'centre' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    runner.getInputs()[0]!.data().set(data);
    if (!runner.infer()) throw new Error('the ImageNet classifier failed to run');
    const output = runner.getOutputs()[0]!.data();
    const scores: ImagenetScore[] = [];
    for (let index = 1; index < output.length; index += 1) {
      const score = output[index]! * OUTPUT_SCALE;
      if (score >= SCORE_FLOOR) scores.push({ index, score: Math.round(score * 1000) / 1000 });
    }
    return scores.sort((a, b) => b.score - a.score).slice(0, KEEP_SCORES);
  }
}
