import { describe, expect, it } from 'vitest';
import { DETECTIONS_VERSION, type Detections, type DetectedObject } from '../../../functions/ai/vision/detections';
import { countedPhrase, subjectOf } from '../../../functions/ai/vision/subject';
import { describeSeen } from '../../../functions/ai/vision/seen-text';
import { computePixelStats } from '../../../functions/ai/pixel-stats';
import { AI_STYLES } from '../../../shared/enums';

/** Both looks seeing the same: their agreed scores are the scores given. */
const seen = (objects: DetectedObject[], faces: Detections['faces'] = []): Detections => looks(objects, objects, faces);
const looks = (
  objects: DetectedObject[],
  zoomedOut: DetectedObject[],
  faces: Detections['faces'] = [],
  scene: Detections['scene'] = [],
  imagenet: Detections['imagenet'] = null,
): Detections => ({ version: DETECTIONS_VERSION, objects, zoomedOut, faces, scene, imagenet });
/** Nothing COCO names, and the backbone read-out's scores for its scene words. */
const scenes = (building: number, flower = 0, painting = 0): Detections =>
  looks(
    [],
    [],
    [],
    [
      { label: 'building', score: building },
      { label: 'flower', score: flower },
      { label: 'painting', score: painting },
    ],
  );
const object = (label: string, score: number, box: [number, number, number, number] = [0.1, 0.1, 0.3, 0.5]): DetectedObject => ({
  label,
  score,
  box,
});

/** A flat warm-grey picture: colours that claim no scene. */
const stats = computePixelStats(new Uint8Array(64 * 64 * 3).fill(128), 3, { width: 1600, height: 1200 });

describe('subjectOf', () => {
  it('counts what it names: two people, three birds', () => {
    const people = subjectOf(seen([object('person', 0.7), object('person', 0.6, [0.5, 0.1, 0.3, 0.6])]));
    const birds = subjectOf(seen([0.1, 0.4, 0.7].map((x) => object('bird', 0.62, [x, 0.2, 0.15, 0.15]))));

    expect(countedPhrase(people!.main)).toBe('two people');
    expect(countedPhrase(birds!.main)).toBe('three birds');
  });

  it('calls a hesitant dog an animal, and names nothing below the family bar', () => {
    expect(countedPhrase(subjectOf(seen([object('dog', 0.47)]))!.main)).toBe('an animal');
    expect(subjectOf(seen([object('dog', 0.3)]))).toBeNull();
    expect(countedPhrase(subjectOf(seen([object('dog', 0.8)]))!.main)).toBe('a dog');
  });

  it('does not name what is tiny, however sure (a crater is no kite)', () => {
    expect(subjectOf(seen([object('kite', 0.9, [0.2, 0.2, 0.05, 0.05])]))).toBeNull();
  });

  it('takes a face for a portrait only inside a person the object model saw, and a smile only when sure', () => {
    const face = { score: 0.9, box: [0.15, 0.15, 0.15, 0.15] as [number, number, number, number] };
    const cat = subjectOf(seen([object('cat', 0.7)], [{ ...face, expression: { name: 'happy', score: 0.95 } }]));
    const portrait = subjectOf(seen([object('person', 0.7)], [{ ...face, expression: { name: 'happy', score: 0.95 } }]));
    const unsure = subjectOf(seen([object('person', 0.7)], [{ ...face, expression: { name: 'happy', score: 0.5 } }]));

    expect(cat).toMatchObject({ portrait: false, smiling: false });
    expect(portrait).toMatchObject({ portrait: true, smiling: true });
    expect(unsure).toMatchObject({ portrait: true, smiling: false });
  });

  it('ignores classes it never names and reads detections of another version as none', () => {
    expect(subjectOf(seen([object('toilet', 0.95)]))).toBeNull();
    expect(subjectOf(null)).toBeNull();
    expect(subjectOf({ version: 1, objects: [object('dog', 0.9)], faces: [] } as unknown as Detections)).toBeNull();
  });
});

describe('subjectOf with scene words', () => {
  it('names a building, a flower or a painting when COCO names nothing and the read-out clears its bar', () => {
    expect(subjectOf(scenes(0.77))!.main).toMatchObject({ one: 'building', count: 1, tags: ['building'] });
    expect(countedPhrase(subjectOf(scenes(0.1, 0.65))!.main)).toBe('a flower');
    expect(countedPhrase(subjectOf(scenes(0.62, 0.1, 0.7))!.main)).toBe('a painting');
  });

  it('names no scene word under the bar (the tuning rocket: building 0.49; aero3: 0.59)', () => {
    expect(subjectOf(scenes(0.49))).toBeNull();
    expect(subjectOf(scenes(0.59, 0.3, 0.2))).toBeNull();
  });

  it('leaves the subject to COCO when it names something, and reads version 3 detections as none', () => {
    const boat = { ...scenes(0.9), objects: [object('boat', 0.6)], zoomedOut: [object('boat', 0.6)] };
    expect(subjectOf(boat)!.main.one).toBe('boat');
    expect(subjectOf(boat)!.others).toEqual([]);
    expect(subjectOf({ ...scenes(0.9), version: 3 })).toBeNull();
    const { scene: _dropped, ...noScene } = scenes(0.9);
    expect(subjectOf(noScene as Detections)).toBeNull();
  });

  it('writes the scene word into the title or description and first among the tags, in every style', () => {
    for (const style of AI_STYLES) {
      const text = describeSeen({ detections: scenes(0.8), stats, style });
      expect(`${text.title} ${text.description}`.toLowerCase()).toContain('a building');
      expect(text.tags[0]).toBe('building');
    }
  });
});

describe('subjectOf with the two looks', () => {
  it('names what both looks see at the size each saw it, and halves what only one look raises', () => {
    const cup = object('cup', 0.47, [0.27, 0.05, 0.41, 0.61]);
    // Coins zoomed out, taken for a clock at 0.58; the whole look barely agrees.
    const coins = looks([object('clock', 0.19, [0.3, 0.3, 0.3, 0.3])], [object('clock', 0.58, [0.31, 0.29, 0.3, 0.32])]);

    expect(countedPhrase(subjectOf(looks([cup], [{ ...cup, score: 0.4, box: [0.25, 0.06, 0.43, 0.6] }]))!.main)).toBe('a cup');
    expect(subjectOf(looks([cup], []))).toBeNull();
    expect(subjectOf(coins)).toBeNull();
  });

  it('calls a dog to one look and a cat to the other an animal, never either', () => {
    const cat = subjectOf(looks([object('dog', 0.45, [0, 0, 0.93, 0.97])], [object('cat', 0.75, [0, 0, 0.87, 0.98])]));

    expect(countedPhrase(cat!.main)).toBe('an animal');
    expect(cat!.main.tags).toEqual(['animal']);
  });

  it('asks more of looks that agree on the family but not the species (dandelion seed heads as a bird and a sheep)', () => {
    const seedHeads = looks([object('bird', 0.41, [0.74, 0.67, 0.14, 0.19])], [object('sheep', 0.29, [0.75, 0.67, 0.14, 0.21])]);
    const sameSpecies = looks([object('bird', 0.41, [0.74, 0.67, 0.14, 0.19])], [object('bird', 0.29, [0.75, 0.67, 0.14, 0.21])]);

    expect(subjectOf(seedHeads)).toBeNull();
    expect(countedPhrase(subjectOf(sameSpecies)!.main)).toBe('an animal');
  });

  it('calls an apple to one look and an orange to the other fruit, never either (the tuning bowl of fruit)', () => {
    const bowl = looks([object('apple', 0.33, [0.3, 0.2, 0.4, 0.45])], [object('orange', 0.43, [0.29, 0.22, 0.42, 0.44])]);
    const subject = subjectOf(bowl);

    expect(countedPhrase(subject!.main)).toBe('a fruit');
    expect(subject!.main.tags).toEqual(['fruit']);
    expect(describeSeen({ detections: bowl, stats, style: 'minimal' }).title.toLowerCase()).not.toMatch(/apple|orange/);
  });

  it('names no fruit that one look alone saw, nor fruit below the family bar (sweets taken for oranges)', () => {
    const sweets = [0.1, 0.3, 0.5].map((x) => object('orange', 0.45, [x, 0.4, 0.15, 0.15]));
    const hesitant = looks([object('orange', 0.25, [0.1, 0.1, 0.8, 0.8])], [object('orange', 0.4, [0.1, 0.12, 0.8, 0.78])]);

    expect(subjectOf(looks(sweets, []))).toBeNull();
    expect(subjectOf(hesitant)).toBeNull();
    expect(countedPhrase(subjectOf(looks(sweets, sweets))!.main)).toBe('three fruit');
  });

  it('says a family word only when both looks saw the family in the same place', () => {
    const oneLook = looks([object('bird', 0.45, [0.1, 0.1, 0.3, 0.3])], []);
    const elsewhere = looks([object('bird', 0.45, [0.1, 0.1, 0.3, 0.3])], [object('bird', 0.45, [0.6, 0.6, 0.3, 0.3])]);

    expect(subjectOf(oneLook)).toBeNull();
    expect(subjectOf(elsewhere)).toBeNull();
  });

  it('counts a subject that only the zoomed-out look saw once, at half its score', () => {
    const dog = object('dog', 0.9, [0.1, 0.1, 0.8, 0.8]);
    const zoomedOnly = subjectOf(looks([], [dog]));

    expect(zoomedOnly).toBeNull();
    expect(countedPhrase(subjectOf(looks([{ ...dog, score: 0.2 }], [dog]))!.main)).toBe('an animal');
    expect(countedPhrase(subjectOf(looks([{ ...dog, label: 'cat', score: 0.3 }], [dog]))!.main)).toBe('an animal');
  });
});

describe('describeSeen', () => {
  it('names the counted subject in every style, with the subject first among the tags', () => {
    const detections = seen([object('dog', 0.8), object('dog', 0.75, [0.5, 0.2, 0.3, 0.5])]);
    for (const style of AI_STYLES) {
      const text = describeSeen({ detections, stats, style });
      expect(`${text.title} ${text.description}`.toLowerCase()).toContain('two dogs');
      expect(text.tags[0]).toBe('dog');
      expect(text.tags.length).toBeGreaterThanOrEqual(3);
      expect(text.tags.length).toBeLessThanOrEqual(8);
    }
  });

  it('gives the smiling portrait a joyful mood, and nothing named the colour-and-light text', () => {
    const smiling = seen(
      [object('person', 0.8)],
      [{ score: 0.9, box: [0.15, 0.15, 0.15, 0.15], expression: { name: 'happy', score: 0.9 } }],
    );
    expect(describeSeen({ detections: smiling, stats, style: 'witty' }).mood).toBe('joyful');
    const nothing = describeSeen({ detections: seen([]), stats, style: 'witty' });
    expect(nothing.tags).not.toContain('person');
    expect(nothing.title).not.toMatch(/person|dog|cup/i);
  });
});
