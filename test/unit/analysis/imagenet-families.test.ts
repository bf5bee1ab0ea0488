import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FAMILIES, IMAGENET_CLASSES, type FamilyKey } from '../../../functions/ai/vision/imagenet/imagenet-families';

/** The classifier's labels, one line per output index, read where the models live (repo-relative by default). */
const labelsFile = resolve(
  process.cwd(),
  process.env.MODELS_DIR ?? '../shared/models',
  'imagenet-mobilenet-v2',
  'imagenet_labels.txt',
);
const labels = readFileSync(labelsFile, 'utf8').replace(/\n$/, '').split('\n');
const firstName = (line: string) => line.split(',')[0]!.trim();
const indexOf = (name: string) => labels.findIndex((line) => firstName(line) === name);

const entries = Object.entries(IMAGENET_CLASSES);
const named = entries.flatMap(([key, value]) => (value ? [{ key, family: value[0], specific: value[1] }] : []));
const familyOf = (index: number) => IMAGENET_CLASSES[`${index} ${firstName(labels[index]!)}`]?.[0] ?? null;
const familiesOf = (from: string, to: string) =>
  labels.slice(indexOf(from), indexOf(to) + 1).map((_, offset) => familyOf(indexOf(from) + offset));

/** Proper nouns a specific phrase may keep capitalised: places, people and breed names ('a German shepherd'). */
const PROPER_NOUNS = new Set(
  [
    'Afghan African Airedale American Angora Appenzeller Arctic Asian Australian Bay Bedlington Belgian Bernard Bernese',
    'Border Boston Bouvier Brittany Brussels Charles Chesapeake Chihuahua Christmas Dalmatian Dandie Dane Dinmont',
    'Dobermann English Entlebucher French German Gila Gordon Great Highland Ibizan Irish Italian Japanese Kerry King',
    'Komodo Labrador Lakeland Leonberger Lhasa Malinois Maltese Mexican Newfoundland Norfolk Norwich Old Pekingese',
    'Persian Pomeranian Pyrenean Rhodesian Rottweiler Saint Samoyed Scottish Sealyham Shetland Shih Siamese',
    'Staffordshire Sussex Swiss Tibetan Tzu Weimaraner Welsh West Yorkshire',
  ]
    .join(' ')
    .split(' '),
);

describe('IMAGENET_CLASSES', () => {
  it('has exactly one key per label line, each `${index} ${first name}` in the labels order', () => {
    expect(labels).toHaveLength(1001);
    expect(entries).toHaveLength(labels.length);
    expect(Object.keys(IMAGENET_CLASSES)).toEqual(labels.map((line, index) => `${index} ${firstName(line)}`));
  });

  it('names only families that exist, and every family is used', () => {
    const used = new Set(named.map(({ family }) => family));
    for (const { key, family } of named) expect(FAMILIES, key).toHaveProperty([family]);
    expect([...used].sort()).toEqual((Object.keys(FAMILIES) as FamilyKey[]).sort());
  });

  it('names a fair share of the classes and never the background', () => {
    expect(IMAGENET_CLASSES['0 background']).toBeNull();
    expect(named.length).toBeGreaterThanOrEqual(500);
    expect(named.length).toBeLessThanOrEqual(750);
  });

  it('calls every domestic cat (282-286) a cat, and no big cat', () => {
    expect(indexOf('tabby')).toBe(282);
    expect(indexOf('Egyptian cat')).toBe(286);
    expect(familiesOf('tabby', 'Egyptian cat')).toEqual(Array(5).fill('cat'));
    expect(familiesOf('cougar', 'cheetah')).not.toContain('cat');
    expect(IMAGENET_CLASSES['282 tabby']).toEqual(['cat', 'tabby cat']);
  });

  it('calls every dog breed (152-269) a dog', () => {
    expect(indexOf('Chihuahua')).toBe(152);
    expect(indexOf('Mexican hairless')).toBe(269);
    expect(familiesOf('Chihuahua', 'Mexican hairless')).toEqual(Array(118).fill('dog'));
    expect(IMAGENET_CLASSES['208 golden retriever']).toEqual(['dog', 'golden retriever']);
  });

  it('sums the butterflies, and an espresso is coffee while a mug is a cup', () => {
    for (const name of ['admiral', 'ringlet', 'monarch', 'cabbage butterfly', 'sulphur butterfly', 'lycaenid'])
      expect(familyOf(indexOf(name)), name).toBe('butterfly');
    expect(familyOf(indexOf('espresso'))).toBe('coffee');
    expect(familyOf(indexOf('coffee mug'))).toBe('cup');
    expect(familyOf(indexOf('cup'))).toBe('cup');
  });

  it('keeps the two cranes and the two maillots apart by index', () => {
    expect(IMAGENET_CLASSES[`${indexOf('crane')} crane`]?.[0]).toBe('bird');
    expect(IMAGENET_CLASSES[`${labels.findLastIndex((line) => firstName(line) === 'crane')} crane`]?.[0]).toBe('crane');
    expect(labels.filter((line) => firstName(line) === 'maillot')).toHaveLength(2);
  });

  it('never names the classes that are false alarms on ordinary photos', () => {
    const silent = ['web site', 'jigsaw puzzle', 'window screen', 'chain mail', 'doormat', 'honeycomb', 'maze', 'crossword puzzle'];
    for (const name of [...silent, 'velvet', 'shower curtain', 'prayer rug', 'theater curtain', 'matchstick', 'nematode'])
      expect(familyOf(indexOf(name)), name).toBeNull();
  });

  it('writes specific phrases as a person says them', () => {
    for (const { key, family, specific } of named) {
      if (specific === null) continue;
      const word = FAMILIES[family].one.split(' ').at(-1)!;
      const repeats = specific.split(/[\s-]+/).filter((part) => part === word).length;
      const capitals = specific.split(/[\s-]+/).filter((part) => /[A-Z]/.test(part) && !PROPER_NOUNS.has(part));
      expect(specific, key).toBe(specific.trim());
      expect(specific, key).not.toMatch(/[,()]|\s{2}/);
      expect(specific, key).not.toBe('');
      expect(repeats, key).toBeLessThanOrEqual(1);
      expect(capitals, key).toEqual([]);
    }
  });

  it('gives every family lowercase words in the singular and plural', () => {
    for (const [key, { one, many }] of Object.entries(FAMILIES)) {
      expect(one, key).toMatch(/^[a-z][a-z' -]*$/);
      expect(many, key).toMatch(/^[a-z][a-z' -]*$/);
    }
    expect(FAMILIES.sheep.many).toBe('sheep');
    expect(FAMILIES.butterfly.many).toBe('butterflies');
    expect(FAMILIES.wolf.many).toBe('wolves');
  });
});
