/**
 * The two looks of the object model (detections.ts) as one list, each thing scored by both looks
 * together: the mean of the two looks' scores for the same region, a look that did not see it counting
 * as 0. A subject both looks see keeps its score; a false alarm that only one look raises (a coin taken
 * for a clock when zoomed out, a temple roof for birds at full size) is halved. Families agree across
 * looks as well: a 'dog' at full size and a 'cat' zoomed out agree that an animal is there, without
 * agreeing which.
 */
import { type Box, type DetectedObject, type Detections, boxArea, sameRegion } from './detections';
import { CLASS_RULES, MIN_SUBJECT_AREA, SAME_REGION, SECOND_LOOK_FLOOR } from './naming-rules';

export interface FusedObject {
  label: string;
  box: Box;
  /** Both looks' agreement on this label here. */
  score: number;
  /** Both looks' agreement that something of the label's family is here (0 for classes with none). */
  familyScore: number;
  /** Whether both looks saw something of the family here: a family word is never said on one look. */
  familyAgreed: boolean;
  /** Whether the other look saw this very label here, not only something of its family. */
  labelAgreed: boolean;
}

const familyOf = (label: string) => CLASS_RULES[label]?.backoff?.family;

/** The best score among `others` for the same region that `accepts` lets count, or 0. */
function partnerScore(object: DetectedObject, others: DetectedObject[], accepts: (label: string) => boolean): number {
  return Math.max(
    0,
    ...others.filter((other) => accepts(other.label) && sameRegion(object.box, other.box) >= SAME_REGION).map((other) => other.score),
  );
}

function fuse(object: DetectedObject, others: DetectedObject[]): FusedObject {
  const family = familyOf(object.label);
  const sameLabel = partnerScore(object, others, (label) => label === object.label);
  const sameFamily = family ? partnerScore(object, others, (label) => familyOf(label) === family) : 0;
  return {
    label: object.label,
    box: object.box,
    score: (object.score + sameLabel) / 2,
    familyScore: family ? (object.score + sameFamily) / 2 : 0,
    familyAgreed: sameFamily > 0,
    labelAgreed: sameLabel > 0,
  };
}

export function fusedObjects(detections: Detections): FusedObject[] {
  const whole = detections.objects.map((object) => fuse(object, detections.zoomedOut));
  // What only the zoomed-out look saw: a region the whole look already counted (same label, or same
  // family) is not counted twice.
  const onlyZoomedOut = detections.zoomedOut.filter((object) => {
    const family = familyOf(object.label);
    return !detections.objects.some(
      (seen) =>
        (seen.label === object.label || (family && familyOf(seen.label) === family)) &&
        sameRegion(object.box, seen.box) >= SAME_REGION,
    );
  });
  return [...whole, ...onlyZoomedOut.map((object) => fuse(object, detections.objects))];
}

/**
 * Whether the zoomed-out look could change what is named. Yes when the whole look saw something nameable
 * at SECOND_LOOK_FLOOR or more, and when it saw anything of a family at all: a family word needs only
 * both looks' mean at the family bar, so a weak 'bird' (0.2) at full size and a sure one zoomed out name
 * an animal. Otherwise a thing's score, the mean of both looks, would need the zoomed-out look alone at
 * 0.55 or more. Photos of landscapes, buildings and flowers, which COCO has no words for, then cost one
 * look instead of two.
 */
export function secondLookNeeded(wholeLook: DetectedObject[]): boolean {
  return wholeLook.some((object) => {
    const rule = CLASS_RULES[object.label];
    if (!rule || boxArea(object.box) < MIN_SUBJECT_AREA) return false;
    return object.score >= SECOND_LOOK_FLOOR || rule.backoff !== undefined;
  });
}
