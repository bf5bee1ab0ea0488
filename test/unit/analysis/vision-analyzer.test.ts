/**
 * The vision analyzer on real photos (infra/local/real-photos, licences in its README), with the real
 * models from node_modules on tfjs's wasm backend. The models load once for this file (beforeAll):
 * ~1 s idle, longer on a busy machine.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { deriveImages } from '../../../functions/analysis/image/derive-images';
import type { AiText } from '../../../functions/ai/ai-analyzer';
import { describeLocally } from '../../../functions/ai/local-analyzer';
import { HumanDetector, sharedDetector } from '../../../functions/ai/vision/human-detector';
import { ImagenetClassifier } from '../../../functions/ai/vision/imagenet/imagenet-classifier';
import { StoredDetectionsAnalyzer } from '../../../functions/ai/vision/stored-detections-analyzer';
import { subjectOf } from '../../../functions/ai/vision/subject';
import { VisionAnalyzer } from '../../../functions/ai/vision/vision-analyzer';

const fixture = (name: string) => readFileSync(`infra/local/real-photos/${name}.jpg`);

/** The looks of a machine without the ImageNet weights: its classifier reads a folder that holds none. */
const withoutImagenet = new VisionAnalyzer(new HumanDetector(new ImagenetClassifier(() => '/nonexistent/models')));

async function analyse(
  name: string,
  analyzer = new VisionAnalyzer(),
): Promise<{ text: AiText; stats: Awaited<ReturnType<typeof deriveImages>>['stats'] }> {
  const derived = await deriveImages(fixture(name));
  const text = await analyzer.analyze({ image: derived.display.data, stats: derived.stats, style: 'witty' });
  return { text, stats: derived.stats };
}

/** The restyle's way: the stored detections and stats in the poetic style, no image and no models. */
const restyledPoetic = (text: AiText, stats: Awaited<ReturnType<typeof analyse>>['stats']) =>
  new StoredDetectionsAnalyzer().analyze({ image: Buffer.alloc(0), stats, style: 'poetic', detections: text.detections });

const words = (text: AiText) => `${text.title} ${text.description} ${text.tags.join(' ')}`.toLowerCase();

beforeAll(async () => {
  await sharedDetector().load();
}, 120_000);

describe('VisionAnalyzer on real photos', { timeout: 60_000 }, () => {
  it('names the smiling astronaut a person in a portrait, and takes the mood from her smile', async () => {
    const { text } = await analyse('astronaut');

    expect(text.title.toLowerCase()).toContain('person');
    expect(text.tags).toEqual(expect.arrayContaining(['person', 'people', 'portrait']));
    expect(text.mood).toBe('joyful');
    expect(text.detections?.faces.length).toBeGreaterThan(0);
  });

  it('names the cup of coffee, and says no sunset', async () => {
    const { text } = await analyse('coffee');

    expect(text.tags).toContain('cup');
    expect(words(text)).toContain('a cup');
    expect(words(text)).not.toMatch(/sunset|golden hour|person|people/);
  });

  it('names the cat a cat: its ImageNet classes summed make the animal COCO was unsure of one', async () => {
    const { text } = await analyse('chelsea');

    expect(text.title.toLowerCase()).toMatch(/\ba cat\b/);
    expect(text.tags[0]).toBe('cat');
    expect(text.detections?.imagenet?.length).toBeGreaterThan(0);
    expect(words(text)).not.toMatch(/\bdogs?\b|person|people|portrait|smil|animal/);
  });

  it('names the cat an animal without the ImageNet weights, as the two COCO looks disagree on which animal, and never a dog, a person or a portrait', async () => {
    const { text } = await analyse('chelsea', withoutImagenet);

    expect(text.title.toLowerCase()).toContain('an animal');
    expect(text.tags[0]).toBe('animal');
    expect(text.detections?.imagenet).toBeNull();
    expect(words(text)).not.toMatch(/\bdogs?\b|person|people|portrait|smil/);
    // No person was seen, so the face models were not run (BlazeFace finds a face in this cat).
    expect(text.detections?.faces).toEqual([]);
  });

  it('calls the heap of apples and oranges fruit, naming no one fruit, no sunset and no golden hour', async () => {
    const { text } = await analyse('fruits');
    const subject = subjectOf(text.detections ?? null);

    expect(text.tags[0]).toBe('fruit');
    expect(text.title.toLowerCase()).toContain('fruit');
    // 'orange' may be said as a colour, never as the thing seen.
    expect([subject!.main, ...subject!.others].map((named) => named.one)).toEqual(['fruit']);
    expect(words(text)).not.toMatch(/\bapples?\b|banana|sunset|golden hour|person|animal/);
  });

  it('names no fruit in the sweets that the whole look alone took for oranges', async () => {
    const { text } = await analyse('smarties');

    expect(subjectOf(text.detections ?? null)).toBeNull();
    expect(words(text)).not.toMatch(/fruit|\bapples?\b/);
  });

  it('names the cameraman a person without reading a mood into his face', async () => {
    const { text } = await analyse('camera');

    expect(text.tags).toContain('person');
    expect(text.mood).not.toMatch(/angry|sad|joyful/);
  });

  it('names nothing in the deep field and keeps to colour and light', async () => {
    const { text, stats } = await analyse('hubble_deep_field');

    expect(subjectOf(text.detections ?? null)).toBeNull();
    const { detections: _seen, ...words } = text;
    expect(words).toEqual(describeLocally({ stats, style: 'witty' }));
  });

  it('calls the Leuven street a building, a word COCO lacks, and a restyle keeps it from the stored scores', async () => {
    const { text, stats } = await analyse('leuvenB');
    const restyled = await restyledPoetic(text, stats);

    expect(text.tags[0]).toBe('building');
    expect(`${text.title} ${text.description}`.toLowerCase()).toContain('a building');
    expect(text.detections?.scene.find((scene) => scene.label === 'building')?.score).toBeGreaterThan(0.8);
    expect(restyled.tags[0]).toBe('building');
  });

  it('says no building, flower or painting on the fixtures that show none (the sweets, the deep field)', async () => {
    for (const name of ['smarties', 'hubble_deep_field']) {
      const { text } = await analyse(name);

      expect(words(text)).not.toMatch(/building|flower|painting/);
      expect(text.detections!.scene.map((scene) => scene.label)).toEqual(['building', 'flower', 'painting']);
      expect(Math.max(...text.detections!.scene.map((scene) => scene.score))).toBeLessThan(0.4);
    }
  });

  it('spends no backbone run on scene words when COCO names the subject (the heap of fruit, the astronaut)', async () => {
    for (const name of ['fruits', 'astronaut']) {
      const { text } = await analyse(name);

      expect(subjectOf(text.detections ?? null)).not.toBeNull();
      expect(text.detections!.scene).toEqual([]);
      expect(words(text)).not.toMatch(/building|flower|painting/);
    }
  });

  it('looks a second time only when the first look saw something the second could confirm', async () => {
    const { human } = await sharedDetector().load();
    const calls = vi.spyOn(human, 'detect');
    try {
      const empty = await sharedDetector().detect(fixture('hubble_deep_field'));
      expect(calls).toHaveBeenCalledTimes(1);
      expect(empty.zoomedOut).toEqual([]);

      calls.mockClear();
      const cup = await sharedDetector().detect(fixture('coffee'));
      expect(calls).toHaveBeenCalledTimes(2);
      expect(cup.zoomedOut.map((object) => object.label)).toContain('cup');
    } finally {
      calls.mockRestore();
    }
  });

  it('restyles from the stored detections without running the models', async () => {
    const { text, stats } = await analyse('astronaut');
    const restyled = await restyledPoetic(text, stats);

    expect(restyled.title.toLowerCase()).toContain('person');
    expect(restyled.title).not.toBe(text.title);
    expect(restyled.detections).toBeUndefined();
  });

  it('falls back to the pixel text when the models fail, and sees photos one at a time', async () => {
    const derived = await deriveImages(fixture('coffee'));
    const broken = new VisionAnalyzer({ detect: () => Promise.reject(new Error('wasm heap exhausted')) });
    const text = await broken.analyze({ image: derived.display.data, stats: derived.stats, style: 'minimal' });
    expect(text).toEqual(describeLocally({ stats: derived.stats, style: 'minimal' }));

    const [first, second] = await Promise.all(['coffee', 'coffee'].map((name) => sharedDetector().detect(fixture(name))));
    expect(second).toEqual(first);
  });
});
