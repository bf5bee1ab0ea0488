/**
 * What the vision models saw in a photo, as stored on the photo item (`detections`): every COCO object
 * and face above a low floor, with its score and box, so the words can be written again (a restyle, a
 * change of thresholds) without running the models. Boxes are [x, y, width, height] in 0..1 of the
 * image. Deliberately raw: which of these are confident enough to name is decided when writing
 * (subject.ts), never here.
 *
 * The object model looks twice: at the whole photo (`objects`) and at the photo shrunk into the middle
 * of a larger grey frame (`zoomedOut`, boxes mapped back to the photo), because a subject that fills the
 * frame (a cat's face, one fruit) is often missed or misnamed at full size, and a false alarm rarely
 * repeats itself at the other scale (fused-objects.ts).
 *
 * The ImageNet look (imagenet/) keeps its strongest class scores (`imagenet`), or null when it was off
 * (its weights were not there): such a photo is seen again once they are.
 */
import type { ImagenetScore } from './imagenet/imagenet-classifier';

/**
 * Raise when the models or what is kept of their output change. Detections older than the versions
 * still readable (READABLE_SINCE) read as none (asDetections); either way local mode sees such photos
 * again at its next start (infra/local/photos-seen-again.ts).
 * 3: a weak fruit at full size now earns the zoomed-out look (the 'fruit' family), which version 2 skipped.
 * 4: `scene`, the backbone's scores for words COCO lacks (building, flower, painting: scene-prototypes.ts).
 * 5: `imagenet`, the ImageNet look's class scores.
 */
export const DETECTIONS_VERSION = 5;
/** Version 4 differs only by lacking `imagenet`: it reads as detections whose ImageNet look was off. */
const READABLE_SINCE = 4;

export type Box = [number, number, number, number];

export interface DetectedObject {
  /** A COCO label as the model names it: 'person', 'dog', 'wine glass'. */
  label: string;
  score: number;
  box: Box;
}

export interface DetectedFace {
  score: number;
  box: Box;
  /** The strongest expression the emotion model gave, or null when it gave none. */
  expression: { name: string; score: number } | null;
}

/** A word COCO has no class for ('building', 'flower', 'painting') and the backbone read-out's score for it. */
export interface SceneScore {
  label: string;
  score: number;
}

export interface Detections {
  version: number;
  objects: DetectedObject[];
  /** The same model on the photo shrunk into a larger frame, boxes in the photo's own 0..1. */
  zoomedOut: DetectedObject[];
  /** Looked for only when the object model saw a person: faces are used only inside one. */
  faces: DetectedFace[];
  /** Every scene word's score (scene-prototypes.ts), named only when no COCO subject is (subject.ts). */
  scene: SceneScore[];
  /** The ImageNet look's strongest class scores, highest first; null when the look was off. */
  imagenet: ImagenetScore[] | null;
}

export const boxArea = (box: Box): number => Math.max(0, box[2]) * Math.max(0, box[3]);

function intersection(a: Box, b: Box): number {
  const left = Math.max(a[0], b[0]);
  const top = Math.max(a[1], b[1]);
  const right = Math.min(a[0] + a[2], b[0] + b[2]);
  const bottom = Math.min(a[1] + a[3], b[1] + b[3]);
  return Math.max(0, right - left) * Math.max(0, bottom - top);
}

/** Share of `inner` that lies inside `outer`. */
export function overlapShare(inner: Box, outer: Box): number {
  const area = boxArea(inner);
  return area > 0 ? intersection(inner, outer) / area : 0;
}

/** Intersection over union: how far two boxes are the same region. */
export function sameRegion(a: Box, b: Box): number {
  const shared = intersection(a, b);
  const union = boxArea(a) + boxArea(b) - shared;
  return union > 0 ? shared / union : 0;
}

/** A stored value read back: anything that is not detections of a readable version reads as none. */
export function asDetections(value: unknown): Detections | null {
  if (typeof value !== 'object' || value === null) return null;
  const candidate = value as Partial<Detections>;
  if (
    typeof candidate.version !== 'number' ||
    candidate.version < READABLE_SINCE ||
    candidate.version > DETECTIONS_VERSION ||
    !Array.isArray(candidate.objects) ||
    !Array.isArray(candidate.zoomedOut) ||
    !Array.isArray(candidate.faces) ||
    !Array.isArray(candidate.scene)
  )
    return null;
  return { ...candidate, imagenet: Array.isArray(candidate.imagenet) ? candidate.imagenet : null } as Detections;
}

/** Whether a photo should be seen again: never seen by the current looks, or seen while the ImageNet look was off. */
export function needsAnotherLook(value: unknown, imagenetAvailable: boolean): boolean {
  const detections = asDetections(value);
  if (!detections || detections.version < DETECTIONS_VERSION) return true;
  return imagenetAvailable && detections.imagenet === null;
}
