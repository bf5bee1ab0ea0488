/**
 * What a photo is of, decided from its stored detections (detections.ts) with the naming rules
 * (naming-rules.ts): the main subject counted ("two people"), the other things named with confidence,
 * whether it is a portrait and whether someone smiles. When COCO names nothing, a scene word the backbone
 * read-out is sure of ('a building', 'a flower', 'a painting') is the subject instead. Pure, so the restyle
 * can decide again from the stored detections without the models. Null when nothing is named with
 * confidence: the text then stays with colour and light.
 */
import { type Box, type Detections, asDetections, boxArea, overlapShare } from './detections';
import { fusedObjects } from './fused-objects';
import {
  CLASS_RULES,
  type ClassRule,
  FACE_IN_PERSON,
  FACE_SCORE,
  FAMILY_WORDS,
  MIN_SUBJECT_AREA,
  PORTRAIT_FACE_AREA,
  SCENE_WORDS,
  SMILE_SCORE,
} from './naming-rules';

export interface Named {
  one: string;
  many: string;
  count: number;
  /** Lowercase tag words for search ('dog', 'wine-glass', 'people'). */
  tags: string[];
}

export interface Subject {
  main: Named;
  /** Other things named with confidence, most prominent first (at most two). */
  others: Named[];
  portrait: boolean;
  smiling: boolean;
}

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

const article = (word: string) => (/^[aeiou]/i.test(word) && !/^(uni|use|one)/i.test(word) ? 'an' : 'a');

/** 'a cup', 'two people', 'many birds', in lowercase. */
export function countedPhrase(named: Named, adjective?: string): string {
  const one = adjective ? `${adjective} ${named.one}` : named.one;
  const many = adjective ? `${adjective} ${named.many}` : named.many;
  if (named.count <= 1) return `${article(one)} ${one}`;
  if (named.count < NUMBER_WORDS.length) return `${NUMBER_WORDS[named.count]} ${many}`;
  return named.one === 'person' ? `a crowd of ${many}` : `many ${many}`;
}

interface Candidate {
  key: string;
  one: string;
  many: string;
  tags: string[];
  box: Box;
  weight: number;
}

const tagOf = (word: string) => word.toLowerCase().replace(/\s+/g, '-');

/** Looks that agree on the family but not on the label clear the family's own bar for that. */
const familyBar = (backoff: NonNullable<ClassRule['backoff']>, labelAgreed: boolean) =>
  labelAgreed ? backoff.at : backoff.speciesDisagree;

function candidates(detections: Detections): Candidate[] {
  const found: Candidate[] = [];
  for (const object of fusedObjects(detections)) {
    const rule = CLASS_RULES[object.label];
    const area = boxArea(object.box);
    if (!rule || area < MIN_SUBJECT_AREA) continue;
    // Prominence: a large, sure detection is more what the photo is of than a small, hesitant one.
    const weight = (score: number) => score * Math.sqrt(area);
    if (object.score >= rule.name) {
      const tags = object.label === 'person' ? ['people', 'person'] : [tagOf(rule.one), tagOf(object.label)];
      found.push({ key: object.label, one: rule.one, many: rule.many, tags, box: object.box, weight: weight(object.score) });
    } else if (rule.backoff && object.familyAgreed && object.familyScore >= familyBar(rule.backoff, object.labelAgreed)) {
      const family = FAMILY_WORDS[rule.backoff.family];
      const named = { key: rule.backoff.family, one: family.one, many: family.many, tags: [family.one] };
      found.push({ ...named, box: object.box, weight: weight(object.familyScore) });
    }
  }
  return found;
}

/** Same-named candidates together; a family word joins a specific name of that family when both are there. */
function grouped(found: Candidate[]): { named: Named; weight: number; boxes: Box[] }[] {
  const groups = new Map<string, { named: Named; weight: number; boxes: Box[] }>();
  for (const candidate of found) {
    const group = groups.get(candidate.key) ?? {
      named: { one: candidate.one, many: candidate.many, count: 0, tags: [] },
      weight: 0,
      boxes: [],
    };
    group.named.count += 1;
    group.named.tags = [...new Set([...group.named.tags, ...candidate.tags])];
    group.weight += candidate.weight;
    group.boxes.push(candidate.box);
    groups.set(candidate.key, group);
  }
  return [...groups.values()].sort((a, b) => b.weight - a.weight);
}

/** The surest scene word at its bar ('a building'), for a photo where COCO names nothing. */
function sceneSubject(detections: Detections): Subject | null {
  const best = detections.scene
    .filter((scene) => SCENE_WORDS[scene.label] && scene.score >= SCENE_WORDS[scene.label]!.bar)
    .sort((a, b) => b.score - a.score)[0];
  if (!best) return null;
  const word = SCENE_WORDS[best.label]!;
  return { main: { one: word.one, many: word.many, count: 1, tags: [tagOf(word.one)] }, others: [], portrait: false, smiling: false };
}

export function subjectOf(stored: Detections | null): Subject | null {
  // Detections of another version are read as none: their scores may not mean what the rules expect.
  const detections = asDetections(stored);
  if (!detections) return null;
  const groups = grouped(candidates(detections)).map((group) => ({
    ...group,
    named: { ...group.named, tags: [...new Set(group.named.tags.map(tagOf))] },
  }));
  if (!groups.length) return sceneSubject(detections);
  const people = groups.find((group) => group.named.one === 'person');
  // Agreement of two detectors: a face counts only inside a person the object model also saw.
  const faces = detections.faces.filter(
    (face) => face.score >= FACE_SCORE && (people?.boxes.some((box) => overlapShare(face.box, box) >= FACE_IN_PERSON) ?? false),
  );
  const portrait = Boolean(people) && people!.named.count <= 2 && faces.some((face) => boxArea(face.box) >= PORTRAIT_FACE_AREA);
  const smiling = faces.some((face) => face.expression?.name === 'happy' && face.expression.score >= SMILE_SCORE);
  // A portrait is of its people even when something in the frame outweighs them.
  const main = portrait && people ? people : groups[0]!;
  const others = groups.filter((group) => group !== main).slice(0, 2);
  if (portrait) main.named.tags = [...main.named.tags, 'portrait'];
  if (smiling) main.named.tags = [...main.named.tags, 'smile'];
  return { main: main.named, others: others.map((group) => group.named), portrait, smiling };
}
