/**
 * The models that look at a photo: Human's CenterNet (80 COCO objects), BlazeFace and its emotion model,
 * run on tfjs's wasm backend (single-thread SIMD; threaded wasm fails on Node 20 with ERR_WORKER_PATH). Loaded
 * lazily on the first photo, once per process; photos are seen one at a time, in order, so two analyses
 * never share the wasm heap. Only the analysis function and local mode reach this file: the API groups'
 * bundles hold none of it (tfjs and Human are required at run time, never imported).
 *
 * CenterNet runs twice (the whole photo, then the photo zoomed out: detections.ts says why), the second
 * time only when the first saw something it could confirm (fused-objects.ts); the face models run only
 * when a person was seen, as faces are only used inside one. The scene words (building, flower, painting)
 * come from a partial run of the same CenterNet, up to a backbone node (scene-prototypes.ts), only when the
 * looks name nothing. The ImageNet look (imagenet/imagenet-classifier.ts, its own runtime) sees every photo
 * once, after the objects.
 */
import sharp from 'sharp';
import type * as TfCore from '@tensorflow/tfjs-core';
import { type Box, type DetectedObject, DETECTIONS_VERSION, type Detections } from './detections';
import { secondLookNeeded } from './fused-objects';
import { CENTERNET_SIDE, modelPaths, registerFileLoader, runtimeRequire } from './model-files';
import { ImagenetClassifier, type ImagenetLook } from './imagenet/imagenet-classifier';
import { type BackboneModel, sceneOfPixels } from './scene-prototypes';
import { subjectOf } from './subject';

/** The models' own inputs are 256-512 px; a larger tensor only costs decode and resize time. */
const INPUT_SIDE = 640;
/**
 * The zoomed-out look: the photo fitted into ZOOMED_PHOTO px in the middle of a grey square of
 * CenterNet's own input side, so a subject that filled the frame is seen at the size the model knows
 * best. 300 of 512 was the best of the scales tried on the tuning photos (decision zoomed-out-look).
 */
const ZOOMED_FRAME = CENTERNET_SIDE;
const ZOOMED_PHOTO = 300;
/** Mid grey, the padding the COCO detectors were trained with. */
const FRAME_GREY = { r: 114, g: 114, b: 114 };
/** Faces are looked for only when a view saw a person at least this likely (below any naming bar). */
const PERSON_FOR_FACES = 0.3;
/** Kept on the photo: enough for the naming rules to change later without running the models again. */
const KEEP_OBJECTS = 20;
const KEEP_FACES = 10;
/** Kept even when weak: a weak sighting in one look is what lets the other look's sighting count (fused-objects.ts). */
const OBJECT_FLOOR = 0.15;

interface HumanResult {
  object: { score: number; label: string; boxRaw: Box }[];
  face: { score: number; boxRaw: Box; emotion?: { score: number; emotion: string }[] }[];
}

interface HumanInstance {
  init(): Promise<void>;
  load(): Promise<void>;
  detect(input: TfCore.Tensor, config?: Record<string, unknown>): Promise<HumanResult>;
  /** Human's loaded GraphModels by name; 'centernet' is the object model. */
  models: { models: Record<string, BackboneModel | null | undefined> };
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
    // Human overwrites skipAllowed on every call by comparing the input with the previous one; without
    // this a photo like the one before it (or the same photo looked at again for faces) would get the
    // previous results back.
    cacheSensitivity: 0,
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
    object: { enabled: true, minConfidence: OBJECT_FLOOR, maxDetected: KEEP_OBJECTS, iouThreshold: 0.4 },
  };
}

/** Each look runs one model family; Human merges these into its config, so every call sets both. */
const OBJECTS_ONLY = { face: { enabled: false }, object: { enabled: true } };
const FACES_ONLY = { face: { enabled: true }, object: { enabled: false } };

const round = (value: number) => Math.round(value * 1000) / 1000;
const clip = (value: number) => Math.min(1, Math.max(0, value));
const roundBox = (box: Box): Box => [round(box[0]), round(box[1]), round(box[2]), round(box[3])];

interface Placement {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A box in the zoomed-out frame's 0..1, as the photo's own 0..1. */
function fromFrame(box: Box, photo: Placement): Box {
  const left = clip((box[0] * ZOOMED_FRAME - photo.left) / photo.width);
  const top = clip((box[1] * ZOOMED_FRAME - photo.top) / photo.height);
  const right = clip(((box[0] + box[2]) * ZOOMED_FRAME - photo.left) / photo.width);
  const bottom = clip(((box[1] + box[3]) * ZOOMED_FRAME - photo.top) / photo.height);
  return [left, top, right - left, bottom - top];
}

const keptObjects = (objects: HumanResult['object'], place: (box: Box) => Box = (box) => box): DetectedObject[] =>
  objects
    .slice(0, KEEP_OBJECTS)
    .map((object) => ({ label: object.label, score: round(object.score), box: roundBox(place(object.boxRaw)) }));

export interface Pixels {
  data: Buffer;
  info: { width: number; height: number };
}

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

/** The whole look's pixels: the photo fitted into INPUT_SIDE, three channels whatever the source (greyscale and alpha would otherwise give the models 1 or 4). */
export function wholeLookPixels(image: Buffer): Promise<Pixels> {
  return sharp(image)
    .resize(INPUT_SIDE, INPUT_SIDE, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
}

export class HumanDetector {
  private models: Promise<LoadedModels> | undefined;
  private queue: Promise<unknown> = Promise.resolve();

  /** `imagenet` is for tests and benches (another models folder, or none); the models folder otherwise. */
  constructor(private readonly imagenet: ImagenetLook = new ImagenetClassifier()) {}

  /** Whether the ImageNet look runs on this machine (its weights are in the models folder). */
  imagenetAvailable(): Promise<boolean> {
    return this.imagenet.available();
  }

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
    const whole = await wholeLookPixels(image);
    const look = async (pixels: Pixels, only: Record<string, unknown>): Promise<HumanResult> => {
      const tensor = tf.tensor4d(Int32Array.from(pixels.data), [1, pixels.info.height, pixels.info.width, 3], 'int32');
      try {
        return await human.detect(tensor, only);
      } finally {
        tensor.dispose();
      }
    };
    const objects = keptObjects((await look(whole, OBJECTS_ONLY)).object);
    const zoomedOutObjects = secondLookNeeded(objects) ? await this.lookZoomedOut(whole, look) : [];
    const personSeen = [...objects, ...zoomedOutObjects].some(
      (object) => object.label === 'person' && object.score >= PERSON_FOR_FACES,
    );
    const faces = personSeen ? (await look(whole, FACES_ONLY)).face : [];
    const seen: Detections = {
      version: DETECTIONS_VERSION,
      objects,
      zoomedOut: zoomedOutObjects,
      faces: faces.slice(0, KEEP_FACES).map((face) => {
        const top = [...(face.emotion ?? [])].sort((a, b) => b.score - a.score)[0];
        return {
          score: round(face.score),
          box: roundBox(face.boxRaw),
          expression: top ? { name: top.emotion, score: round(top.score) } : null,
        };
      }),
      scene: [],
      imagenet: await this.imagenet.classify(whole),
    };
    // A scene word is named only when COCO names nothing (subject.ts): the backbone's partial run is spent only then.
    const centernet = human.models.models['centernet'];
    if (centernet && subjectOf(seen) === null) seen.scene = sceneOfPixels(tf, centernet, whole);
    return seen;
  }

  private async lookZoomedOut(
    whole: Pixels,
    look: (pixels: Pixels, only: Record<string, unknown>) => Promise<HumanResult>,
  ): Promise<DetectedObject[]> {
    const zoomed = await zoomedOut(whole);
    return keptObjects((await look(zoomed.pixels, OBJECTS_ONLY)).object, (box) => fromFrame(box, zoomed.photo));
  }
}

/**
 * The photo's pixels squeezed into the middle of the grey frame, and where in the frame it lies. Squeezed
 * to a square, not fitted: CenterNet squeezes the whole look to its square input too, so both looks see
 * the same shapes at two sizes and their agreement means something.
 */
async function zoomedOut(whole: Pixels): Promise<{ pixels: Pixels; photo: Placement }> {
  const margin = (ZOOMED_FRAME - ZOOMED_PHOTO) / 2;
  const pixels = await sharp(whole.data, { raw: { width: whole.info.width, height: whole.info.height, channels: 3 } })
    .resize(ZOOMED_PHOTO, ZOOMED_PHOTO, { fit: 'fill' })
    .extend({ left: margin, top: margin, right: margin, bottom: margin, background: FRAME_GREY })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { pixels, photo: { left: margin, top: margin, width: ZOOMED_PHOTO, height: ZOOMED_PHOTO } };
}

let shared: HumanDetector | undefined;

/** The process's one detector: one copy of the models, one queue. */
export const sharedDetector = (): HumanDetector => (shared ??= new HumanDetector());
