import { beforeAll, describe, expect, it } from 'vitest';
import { AI_STYLES } from '../../../shared/enums';
import { withPixelColours } from '../../../functions/lib/ai/ai-analyzer';
import { LocalAnalyzer } from '../../../functions/lib/ai/local-analyzer';
import { deriveImages } from '../../../functions/analysis/image/derive-images';
import type { PixelStats } from '../../../functions/lib/ai/pixel-stats';
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
    expect(blue.tags).toContain('night');
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
