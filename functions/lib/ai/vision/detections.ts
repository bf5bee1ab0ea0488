/**
 * What the vision models saw in a photo, as stored on the photo item (`detections`): every COCO object
 * and face above a low floor, with its score and box, so the words can be written again (a restyle, a
 * change of thresholds) without running the models. Boxes are [x, y, width, height] in 0..1 of the
 * image. Deliberately raw: which of these are confident enough to name is decided when writing
 * (subject.ts), never here.
 */

/** Raise when the models or what is kept of their output change: older photos are then seen again. */
export const DETECTIONS_VERSION = 1;

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

export interface Detections {
  version: number;
  objects: DetectedObject[];
  faces: DetectedFace[];
}

export const boxArea = (box: Box): number => Math.max(0, box[2]) * Math.max(0, box[3]);

/** Share of `inner` that lies inside `outer`. */
export function overlapShare(inner: Box, outer: Box): number {
  const left = Math.max(inner[0], outer[0]);
  const top = Math.max(inner[1], outer[1]);
  const right = Math.min(inner[0] + inner[2], outer[0] + outer[2]);
  const bottom = Math.min(inner[1] + inner[3], outer[1] + outer[3]);
  const area = boxArea(inner);
  return area > 0 ? (Math.max(0, right - left) * Math.max(0, bottom - top)) / area : 0;
}

/** A stored value read back: anything that is not detections of the current version reads as none. */
export function asDetections(value: unknown): Detections | null {
  if (typeof value !== 'object' || value === null) return null;
  const candidate = value as Partial<Detections>;
  if (candidate.version !== DETECTIONS_VERSION || !Array.isArray(candidate.objects) || !Array.isArray(candidate.faces)) return null;
  return candidate as Detections;
}
