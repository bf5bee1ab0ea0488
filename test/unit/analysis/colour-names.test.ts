import { describe, expect, it } from 'vitest';
import { nameColour } from '../../../functions/ai/colour-names';
import { computePixelStats } from '../../../functions/ai/pixel-stats';

describe('nameColour', () => {
  it.each([
    ['#0a1640', 'deep blue', 'blue'],
    ['#ff8000', 'orange', 'orange'],
    ['#2e7d32', 'green', 'green'],
    ['#5a3a1a', 'brown', 'brown'],
    ['#ffd8b0', 'peach', 'peach'],
    ['#808080', 'grey', 'grey'],
    ['#050505', 'black', 'black'],
    ['#fdfdfd', 'white', 'white'],
    ['#e91e63', 'pink', 'pink'],
  ])('calls %s "%s"', (hex, name, word) => {
    expect(nameColour(hex)).toMatchObject({ name, word });
  });
});

describe('computePixelStats', () => {
  it('finds both halves of a two-colour picture, the larger first, and measures light and warmth', () => {
    // Arrange: 3/4 red, 1/4 blue
    const pixels = new Uint8Array(64 * 3);
    for (let i = 0; i < 64; i += 1) pixels.set(i < 48 ? [255, 0, 0] : [0, 0, 255], i * 3);

    // Act
    const stats = computePixelStats(pixels, 3, { width: 4000, height: 3000 });

    // Assess
    expect(stats.dominantColors).toEqual(['#ff0000', '#0000ff']);
    expect(stats.colourShares.map((c) => c.share)).toEqual([0.75, 0.25]);
    expect(stats.orientation).toBe('landscape');
    expect(stats.saturation).toBe(1);
    expect(stats.warmth).toBe(0.5);
  });
});
