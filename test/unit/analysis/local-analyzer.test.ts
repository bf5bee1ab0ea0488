import { beforeAll, describe, expect, it } from 'vitest';
import { AI_STYLES } from '../../../shared/enums';
import { withPixelColours } from '../../../functions/ai/ai-analyzer';
import { LocalAnalyzer, describeLocally } from '../../../functions/ai/local-analyzer';
import { withArticles } from '../../../functions/ai/local-title';
import { deriveImages } from '../../../functions/analysis/image/derive-images';
import type { PixelStats } from '../../../functions/ai/pixel-stats';
import { gradient } from './fixtures';

describe('LocalAnalyzer', () => {
  const analyzer = new LocalAnalyzer();
  let darkBlue: { image: Buffer; stats: PixelStats };
  let brightOrange: { image: Buffer; stats: PixelStats };

  beforeAll(async () => {
    const [blue, orange] = await Promise.all([
      deriveImages(await gradient([5, 10, 60], [20, 40, 110], 1600, 1200).jpeg().toBuffer()),
      deriveImages(await gradient([255, 140, 20], [255, 200, 90], 900, 1400).png().toBuffer()),
    ]);
    darkBlue = { image: blue.thumbnail.data, stats: blue.stats };
    brightOrange = { image: orange.thumbnail.data, stats: orange.stats };
  });

  it('gives the same text for the same picture, every time', async () => {
    // Act
    const first = await analyzer.analyze({ ...darkBlue, style: 'witty' });
    const second = await analyzer.analyze({ ...darkBlue, style: 'witty' });

    // Assess
    expect(second).toEqual(first);
  });

  it('describes a dark blue photo and a bright orange one differently, each in its own words', async () => {
    // Act
    const blue = await analyzer.analyze({ ...darkBlue, style: 'witty' });
    const orange = await analyzer.analyze({ ...brightOrange, style: 'witty' });

    // Assess
    expect(blue.title).not.toBe(orange.title);
    expect(blue.description).not.toBe(orange.description);
    expect(blue.tags).toContain('blue');
    expect(blue.tags).toContain('dark');
    expect(orange.tags).toContain('orange');
    expect(orange.tags).toContain('warm');
    expect(`${blue.title} ${blue.description}`.toLowerCase()).toContain('blue');
    expect(`${orange.title} ${orange.description}`.toLowerCase()).toMatch(/orange|amber|golden/);
    expect(blue.mood).not.toBe(orange.mood);
    expect(blue.tags).toContain('landscape');
    expect(orange.tags).toContain('portrait');
  });

  it.each(AI_STYLES)('writes a full answer in the %s style for both photos', async (style) => {
    for (const picture of [darkBlue, brightOrange]) {
      // Act
      const text = await analyzer.analyze({ ...picture, style });

      // Assess
      expect(text.title.trim()).not.toBe('');
      expect(text.title).not.toMatch(/[{}]/);
      expect(text.description.trim().length).toBeGreaterThan(10);
      expect(text.description).not.toMatch(/[{}]|undefined/);
      expect(text.tags.length).toBeGreaterThanOrEqual(3);
      expect(text.tags.length).toBeLessThanOrEqual(8);
      for (const tag of text.tags) expect(tag).toMatch(/^[a-z]+$/);
      expect(new Set(text.tags).size).toBe(text.tags.length);
      expect(text.mood).toMatch(/^[a-z]+$/);
    }
  });

  it('sounds different in each style', async () => {
    // Act
    const texts = await Promise.all(AI_STYLES.map((style) => analyzer.analyze({ ...darkBlue, style })));

    // Assess
    expect(new Set(texts.map((text) => text.title)).size).toBe(AI_STYLES.length);
    expect(new Set(texts.map((text) => text.description)).size).toBe(AI_STYLES.length);
  });

  it('leaves the colours to the pixels', async () => {
    // Act
    const analysis = withPixelColours(await analyzer.analyze({ ...brightOrange, style: 'poetic' }), brightOrange.stats);

    // Assess
    expect(analysis.primaryColors).toEqual(brightOrange.stats.dominantColors);
    expect(analysis.primaryColors.every((hex) => /^#[0-9a-f]{6}$/.test(hex))).toBe(true);
  });
});

describe('withArticles', () => {
  it('writes "an" before a vowel sound and keeps "a" before a consonant sound, after the slots are filled', () => {
    // Act + Assess
    expect(withArticles('A Energetic Summit of Blue')).toBe('An Energetic Summit of Blue');
    expect(withArticles('a quiet slice of a ocean, a amber glow')).toBe('a quiet slice of an ocean, an amber glow');
    expect(withArticles('A Unique Hour, a one-off, a European dawn')).toBe('A Unique Hour, a one-off, a European dawn');
    expect(withArticles('Anything but an apple')).toBe('Anything but an apple');
  });

  it('leaves no "a" before a vowel in any style over many pictures', () => {
    for (let seed = 0; seed < 64; seed += 1) {
      for (const style of AI_STYLES) {
        // Act
        const text = describeLocally({ stats: syntheticStats(seed), style });

        // Assess
        expect(`${text.title} ${text.description}`).not.toMatch(/\b[Aa] (?!uni|use|one|eu)[AEIOUaeiou]/);
      }
    }
  });
});

/** A spread of pictures: every mood, tone and intensity, and different seeds for the title and description banks. */
function syntheticStats(seed: number): PixelStats {
  const palette = ['#1e3a8a', '#f97316', '#16a34a', '#e11d48', '#facc15', '#6b7280', '#0ea5e9', '#a855f7'];
  const pick = (offset: number) => palette[(seed + offset) % palette.length]!;
  return {
    width: 800 + seed * 7,
    height: 600 + ((seed * 13) % 900),
    orientation: seed % 3 === 0 ? 'landscape' : seed % 3 === 1 ? 'portrait' : 'square',
    dominantColors: [pick(0), pick(3)],
    colourShares: [
      { hex: pick(0), share: 0.6 },
      { hex: pick(3), share: 0.4 },
    ],
    brightness: (seed % 8) / 8,
    contrast: ((seed * 3) % 5) / 10,
    saturation: ((seed * 5) % 8) / 8,
    warmth: ((seed % 9) - 4) / 4,
  };
}
