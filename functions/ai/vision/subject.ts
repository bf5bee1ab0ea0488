/**
 * What a photo is of, decided from its stored detections (detections.ts) with the naming rules
 * (naming-rules.ts): the main subject counted ("two people"), the other things named with confidence,
 * whether it is a portrait and whether someone smiles. The ImageNet look's family (imagenet/imagenet-naming.ts)
 * makes a COCO name more specific when they agree ('a cat' -> 'a tabby cat', 'an animal' -> 'a squirrel'),
 * joins the other things when it names something else, and is the subject when COCO names nothing: COCO
 * and the faces win where they are sure. When neither names anything, a scene word the backbone
 * read-out is sure of ('a building', 'a flower', 'a painting') is the subject instead. Pure, so the restyle
 * can decide again from the stored detections without the models. Null when nothing is named with
 * confidence: the text then stays with colour and light.
 */
import { type Box, type Detections, asDetections, boxArea, overlapShare } from './detections';
import { fusedObjects } from './fused-objects';
import { type ImagenetNamed, imagenetNamed } from './imagenet/imagenet-naming';
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
  /** The family word when `one` is a more specific phrase ('cat' for 'tabby cat'); what accuracy is judged by. */
  family?: string;
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
  familyWord: boolean;
  familyOf?: string;
  kind?: string;
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
      found.push({
        key: object.label,
        familyWord: false,
        familyOf: rule.backoff?.family,
        kind: rule.backoff ? KIND_OF_FAMILY_WORD[rule.backoff.family] : undefined,
        one: rule.one,
        many: rule.many,
        tags,
        box: object.box,
        weight: weight(object.score),
      });
    } else if (rule.backoff && object.familyAgreed && object.familyScore >= familyBar(rule.backoff, object.labelAgreed)) {
      const family = FAMILY_WORDS[rule.backoff.family];
      const named = {
        key: rule.backoff.family,
        familyWord: true,
        familyOf: rule.backoff.family,
        kind: KIND_OF_FAMILY_WORD[rule.backoff.family],
        one: family.one,
        many: family.many,
        tags: [family.one],
      };
      found.push({ ...named, box: object.box, weight: weight(object.familyScore) });
    }
  }
  return found;
}

/** Same-named candidates together; a family word joins a specific name of that family when both are there. */
function grouped(found: Candidate[]): Group[] {
  const groups = new Map<string, Group>();
  for (const candidate of found) {
    const group = groups.get(candidate.key) ?? {
      named: { one: candidate.one, many: candidate.many, count: 0, tags: [] },
      weight: 0,
      boxes: [],
      familyWord: candidate.familyWord,
      familyOf: candidate.familyOf,
      kind: candidate.kind,
    };
    group.named.count += 1;
    group.named.tags = [...new Set([...group.named.tags, ...candidate.tags])];
    group.weight += candidate.weight;
    group.boxes.push(candidate.box);
    groups.set(candidate.key, group);
  }
  return [...groups.values()].sort((a, b) => b.weight - a.weight);
}

interface Group {
  named: Named;
  weight: number;
  boxes: Box[];
  /** Named by a COCO family word ('animal', 'vehicle', 'fruit'), which a surer word of that kind may replace. */
  familyWord: boolean;
  /** The COCO class's family word ('fruit' for an orange) and the ImageNet kind it stands for, when it has one. */
  familyOf?: string;
  kind?: string;
}

/** The COCO family words and the ImageNet kinds whose families they stand for. */
const KIND_OF_FAMILY_WORD: Record<string, string> = { animal: 'animal', vehicle: 'vehicle', fruit: 'food' };

/**
 * The ImageNet look's family joined to what COCO named. The same thing: COCO's word becomes the more
 * specific one ('a cat' -> 'a tabby cat', 'an animal' -> 'a squirrel'), unless COCO was already more
 * specific ('an orange' stays, though ImageNet only says 'fruit'). Something of the same kind that COCO
 * is sure is something else ('a dog' to COCO, 'a cat' to ImageNet): COCO wins. Something else: it joins
 * the others, after COCO's. Alone, it is the subject.
 */
function withImagenet(groups: Group[], seen: ImagenetNamed | null): Group[] {
  if (!seen) return groups;
  const same = groups.find(
    (group) =>
      group.named.one === seen.family ||
      group.named.family === seen.family ||
      group.familyOf === seen.family ||
      (group.familyWord && group.kind === seen.kind),
  );
  if (same) {
    if (seen.general) return groups;
    if (!same.familyWord && same.named.one !== seen.family) {
      same.named = { ...same.named, tags: [...new Set([...same.named.tags, ...seen.tags.slice(0, 1)])] };
      return groups;
    }
    same.named = {
      ...same.named,
      one: seen.one,
      many: seen.many,
      family: seen.family,
      tags: [...new Set([...seen.tags, ...same.named.tags.filter((tag) => !(same.familyWord && tag === same.named.one))])],
    };
    return groups;
  }
  if (groups.some((group) => group.kind === seen.kind)) return groups;
  // A general word beside something COCO named adds nothing a member would miss.
  if (seen.general && groups.length) return groups;
  const named: Named = { one: seen.one, many: seen.many, family: seen.family, count: 1, tags: seen.tags };
  return [...groups, { named, weight: 0, boxes: [], familyWord: seen.general, kind: seen.kind }];
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
  const coco = grouped(candidates(detections)).map((group) => ({
    ...group,
    named: { ...group.named, tags: [...new Set(group.named.tags.map(tagOf))] },
  }));
  const groups = withImagenet(coco, imagenetNamed(detections.imagenet));
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
