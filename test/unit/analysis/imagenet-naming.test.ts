/**
 * The ImageNet look's words from stored class scores: families summed, the specific phrase only when
 * one class is sure, the general word only when nothing more is, and how it joins what COCO named.
 */
import { describe, expect, it } from 'vitest';
import {
  asDetections,
  DETECTIONS_VERSION,
  type DetectedObject,
  type Detections,
  needsAnotherLook,
} from '../../../functions/ai/vision/detections';
import { imagenetNamed } from '../../../functions/ai/vision/imagenet/imagenet-naming';
import type { ImagenetScore } from '../../../functions/ai/vision/imagenet/imagenet-classifier';
import { describeSeen } from '../../../functions/ai/vision/seen-text';
import { subjectOf } from '../../../functions/ai/vision/subject';
import { StoredDetectionsAnalyzer } from '../../../functions/ai/vision/stored-detections-analyzer';
import { computePixelStats } from '../../../functions/ai/pixel-stats';
import { photoTerms } from '../../../functions/data/photos/search-terms';

const TABBY = 282;
const TIGER_CAT = 283;
const EGYPTIAN_CAT = 286;
const GOLDEN_RETRIEVER = 208;
const PUG = 255;
const FOX_SQUIRREL = 336;
const ACOUSTIC_GUITAR = 403;

const scores = (...pairs: [number, number][]): ImagenetScore[] => pairs.map(([index, score]) => ({ index, score }));
const seen = (imagenet: ImagenetScore[] | null, objects: DetectedObject[] = []): Detections => ({
  version: DETECTIONS_VERSION,
  objects,
  zoomedOut: objects,
  faces: [],
  scene: [],
  imagenet,
});
const stats = computePixelStats(new Uint8Array(64 * 64 * 3).fill(128), 3, { width: 1600, height: 1200 });

describe('imagenetNamed', () => {
  it("sums a family's classes before judging: three cat classes unsure alone are one sure cat, said without a breed", () => {
    const named = imagenetNamed(scores([EGYPTIAN_CAT, 0.44], [TIGER_CAT, 0.4], [TABBY, 0.15]));

    expect(named).toMatchObject({ one: 'cat', family: 'cat', kind: 'animal', tags: ['cat'], general: false });
    expect(named!.score).toBeCloseTo(0.99);
  });

  it('says the specific phrase only when one class alone is sure', () => {
    expect(imagenetNamed(scores([TABBY, 0.98]))).toMatchObject({ one: 'tabby cat', many: 'tabby cats', tags: ['cat', 'tabby-cat'] });
    expect(imagenetNamed(scores([GOLDEN_RETRIEVER, 0.9]))).toMatchObject({ one: 'dog', tags: ['dog'] });
  });

  it("names nothing below its kind's bar, and the general word only when a kind is sure but none of its families", () => {
    expect(imagenetNamed(scores([TABBY, 0.5]))).toBeNull();
    expect(imagenetNamed(scores([ACOUSTIC_GUITAR, 0.8]))).toBeNull();
    expect(imagenetNamed(scores([TABBY, 0.45], [PUG, 0.4]))).toMatchObject({ one: 'animal', general: true });
    expect(imagenetNamed(null)).toBeNull();
    expect(imagenetNamed([])).toBeNull();
  });
});

describe('the ImageNet look beside COCO', () => {
  const cocoDog: DetectedObject[] = [{ label: 'dog', score: 0.8, box: [0.1, 0.1, 0.6, 0.7] }];
  const cocoPerson: DetectedObject[] = [{ label: 'person', score: 0.8, box: [0.1, 0.1, 0.5, 0.8] }];
  // Both looks see an animal there but disagree on which: COCO says only 'animal'.
  const cocoUnsureAnimal: DetectedObject[] = [{ label: 'cat', score: 0.4, box: [0.1, 0.1, 0.6, 0.7] }];

  it('is the subject when COCO names nothing, and a search finds it by its family and its specific word', () => {
    const text = describeSeen({ detections: seen(scores([TABBY, 0.98])), stats, style: 'witty' });

    expect(`${text.title} ${text.description}`.toLowerCase()).toContain('tabby cat');
    expect(text.tags.slice(0, 2)).toEqual(['cat', 'tabby-cat']);
    const terms = photoTerms({ ...text, primaryColors: [] });
    expect(terms).toEqual(expect.arrayContaining(['cat', 'tabby']));
  });

  it("makes COCO's family word specific ('an animal' -> 'a squirrel')", () => {
    const subject = subjectOf(seen(scores([FOX_SQUIRREL, 0.9]), cocoUnsureAnimal));

    expect(subject!.main).toMatchObject({ one: 'squirrel', family: 'squirrel', count: 1 });
    expect(subject!.main.tags).not.toContain('animal');
  });

  it('lets COCO win when it is sure of another animal, and joins the others when it names something else', () => {
    expect(subjectOf(seen(scores([TABBY, 0.98]), cocoDog))!).toMatchObject({ main: { one: 'dog' }, others: [] });
    const withGuitar = subjectOf(seen(scores([ACOUSTIC_GUITAR, 0.9]), cocoPerson))!;
    expect(withGuitar.main.one).toBe('person');
    expect(withGuitar.others.map((named) => named.one)).toEqual(['guitar']);
  });

  it('keeps its words through a restyle, which writes from the stored scores without the models', async () => {
    const detections = seen(scores([TABBY, 0.98]));
    const restyled = await new StoredDetectionsAnalyzer().analyze({ image: Buffer.alloc(0), stats, style: 'poetic', detections });

    expect(`${restyled.title} ${restyled.description}`.toLowerCase()).toContain('tabby cat');
    expect(restyled.tags).toContain('tabby-cat');
  });
});

describe('stored detections from before the ImageNet look', () => {
  const version4 = { version: 4, objects: [], zoomedOut: [], faces: [], scene: [] };

  it('reads them as detections whose ImageNet look was off, and sees them again once the look can run', () => {
    expect(asDetections(version4)).toMatchObject({ version: 4, imagenet: null });
    expect(needsAnotherLook(version4, false)).toBe(true);
    expect(needsAnotherLook(seen(null), true)).toBe(true);
    expect(needsAnotherLook(seen(null), false)).toBe(false);
    expect(needsAnotherLook(seen(scores([TABBY, 0.98])), true)).toBe(false);
    expect(needsAnotherLook(null, false)).toBe(true);
  });
});
