/**
 * The models that look at a photo: Human's CenterNet (80 COCO objects), BlazeFace and its emotion model,
 * run on tfjs's wasm backend (single-thread SIMD; threaded wasm fails on Node 20, STACK.md). Loaded
 * lazily on the first photo, once per process; photos are seen one at a time, in order, so two analyses
 * never share the wasm heap. Only the analysis function and local mode reach this file: the API groups'
 * bundles hold none of it (tfjs and Human are required at run time, never imported).
 */
import sharp from 'sharp';
import type * as TfCore from '@tensorflow/tfjs-core';
import { type Box, DETECTIONS_VERSION, type Detections } from './detections';
import { modelPaths, registerFileLoader, runtimeRequire } from './model-files';

/** The models' own inputs are 256-512 px; a larger tensor only costs decode and resize time. */
const INPUT_SIDE = 640;
/** Kept on the photo: enough for the naming rules to change later without running the models again. */
const KEEP_OBJECTS = 20;
const KEEP_FACES = 10;

interface HumanResult {
  object: { score: number; label: string; boxRaw: Box }[];
  face: { score: number; boxRaw: Box; emotion?: { score: number; emotion: string }[] }[];
}

interface HumanInstance {
  init(): Promise<void>;
  load(): Promise<void>;
  detect(input: TfCore.Tensor): Promise<HumanResult>;
}

type HumanConstructor = new (config: Record<string, unknown>) => HumanInstance;

function humanConfig(paths: ReturnType<typeof modelPaths>): Record<string, unknown> {
  return {
    backend: 'wasm',
    wasmPath: paths.wasmDir,
    modelBasePath: paths.modelBaseUrl,
    // No warm-up pass, no browser cache, no frame-to-frame skipping: each photo is seen once, fully.
    warmup: 'none',
    cacheModels: false,
    skipAllowed: false,
    debug: false,
    async: false,
    filter: { enabled: false },
    face: {
      enabled: true,
      detector: { rotation: false, maxDetected: KEEP_FACES, minConfidence: 0.3, return: false },
      mesh: { enabled: false },
      iris: { enabled: false },
      description: { enabled: false },
      emotion: { enabled: true, minConfidence: 0.1 },
      antispoof: { enabled: false },
      liveness: { enabled: false },
    },
    body: { enabled: false },
    hand: { enabled: false },
    gesture: { enabled: false },
    segmentation: { enabled: false },
    object: { enabled: true, minConfidence: 0.2, maxDetected: KEEP_OBJECTS, iouThreshold: 0.4 },
  };
}

const round = (value: number) => Math.round(value * 1000) / 1000;
const roundBox = (box: Box): Box => [round(box[0]), round(box[1]), round(box[2]), round(box[3])];

export interface LoadedModels {
  human: HumanInstance;
  tf: typeof TfCore;
  loadMs: number;
}

async function loadModels(): Promise<LoadedModels> {
  const started = performance.now();
  const paths = modelPaths();
  // The same tfjs-core instance Human requires, so the file loader is registered where Human looks.
  const tf = runtimeRequire('@tensorflow/tfjs-core') as typeof TfCore;
  registerFileLoader(tf);
  const { Human } = runtimeRequire(paths.humanEntry) as { Human: HumanConstructor };
  const human = new Human(humanConfig(paths));
  await human.init();
  await human.load();
  return { human, tf, loadMs: Math.round(performance.now() - started) };
}

export class HumanDetector {
  private models: Promise<LoadedModels> | undefined;
  private queue: Promise<unknown> = Promise.resolve();

  /** Loads on first use; a failed load is forgotten, so the next photo tries again. */
  load(): Promise<LoadedModels> {
    this.models ??= loadModels().catch((error: unknown) => {
      this.models = undefined;
      throw error;
    });
    return this.models;
  }

  /** What the models see in an image (any format sharp reads), one image at a time. */
  detect(image: Buffer): Promise<Detections> {
    const run = this.queue.then(() => this.detectNow(image));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async detectNow(image: Buffer): Promise<Detections> {
    const { human, tf } = await this.load();
    // Three channels whatever the source: greyscale and alpha would otherwise give the models 1 or 4.
    const { data, info } = await sharp(image)
      .resize(INPUT_SIDE, INPUT_SIDE, { fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const tensor = tf.tensor4d(Int32Array.from(data), [1, info.height, info.width, 3], 'int32');
    try {
      const result = await human.detect(tensor);
      return {
        version: DETECTIONS_VERSION,
        objects: result.object
          .slice(0, KEEP_OBJECTS)
          .map((object) => ({ label: object.label, score: round(object.score), box: roundBox(object.boxRaw) })),
        faces: result.face.slice(0, KEEP_FACES).map((face) => {
          const top = [...(face.emotion ?? [])].sort((a, b) => b.score - a.score)[0];
          return {
            score: round(face.score),
            box: roundBox(face.boxRaw),
            expression: top ? { name: top.emotion, score: round(top.score) } : null,
          };
        }),
      };
    } finally {
      tensor.dispose();
    }
  }
}

let shared: HumanDetector | undefined;

/** The process's one detector: one copy of the models, one queue. */
export const sharedDetector = (): HumanDetector => (shared ??= new HumanDetector());
