/**
 * What the analyzers know about a picture, all measured from its pixels: the colours come from here,
 * never from a model. Computed on a 64x64 resize, because full-size statistics cost ~430 ms on a
 * 12 MP photo and a thumbnail's averages are the same to two decimals.
 */
import { type ColourShare, dominantColours } from './dominant-colours';

export type PhotoOrientation = 'landscape' | 'portrait' | 'square';

export interface PixelStats {
  /** Size of the original after EXIF orientation, in pixels. */
  width: number;
  height: number;
  orientation: PhotoOrientation;
  /** '#rrggbb', the largest share first, 1 to 5 of them. */
  dominantColors: string[];
  colourShares: ColourShare[];
  /** Mean luma, 0 (black) .. 1 (white). */
  brightness: number;
  /** Standard deviation of luma, 0 (flat) .. ~0.5 (black and white halves). */
  contrast: number;
  /** Mean HSV saturation, 0 (grey) .. 1 (pure colour). */
  saturation: number;
  /** Mean (red - blue), -1 (all blue) .. 1 (all red). */
  warmth: number;
  /**
   * What the top third of the frame shows, brighter than the bottom third: a blue sky, or a warm glow
   * over a dark land or sea (a sunset). Scene words need it: a bowl of oranges is warm all over, a blue
   * wall blue all over. Absent on photos measured before it.
   */
  sky?: 'blue' | 'glow' | null;
}

/** Within 10 % of square reads as square: a 1080x1000 crop is nobody's landscape. */
export function orientationOf(width: number, height: number): PhotoOrientation {
  const ratio = width / height;
  if (ratio > 1.1) return 'landscape';
  if (ratio < 1 / 1.1) return 'portrait';
  return 'square';
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** Mean r, g, b (0..1) of the rows [from, to) of a `side`-wide square resize. */
function bandMean(pixels: Uint8Array, channels: number, side: number, from: number, to: number): [number, number, number] {
  const sums = [0, 0, 0];
  let count = 0;
  for (let row = from; row < to; row += 1) {
    for (let column = 0; column < side; column += 1) {
      const i = (row * side + column) * channels;
      if (i + 2 >= pixels.length) continue;
      sums[0]! += pixels[i]!;
      sums[1]! += pixels[i + 1]!;
      sums[2]! += pixels[i + 2]!;
      count += 1;
    }
  }
  return sums.map((sum) => round(sum / (count || 1) / 255)) as [number, number, number];
}

const luma = ([r, g, b]: [number, number, number]) => 0.2126 * r + 0.7152 * g + 0.0722 * b;

function skyOf(top: [number, number, number], bottom: [number, number, number]): PixelStats['sky'] {
  if (luma(top) < luma(bottom) + 0.05) return null;
  const [r, g, b] = top;
  if (b > r + 0.08 && b >= g) return 'blue';
  // A sunset is a warm glow over a dark land or sea; warm light over a bright foreground is just warm.
  if (r > b + 0.15 && r >= g && luma(bottom) < 0.3) return 'glow';
  return null;
}

/** `pixels`: interleaved RGB(A) bytes of the small square resize; `width`/`height`: the original's size. */
export function computePixelStats(pixels: Uint8Array, channels: number, size: { width: number; height: number }): PixelStats {
  let lumaSum = 0;
  let lumaSquares = 0;
  let saturationSum = 0;
  let warmthSum = 0;
  let count = 0;
  for (let i = 0; i + 2 < pixels.length; i += channels) {
    const r = pixels[i]!;
    const g = pixels[i + 1]!;
    const b = pixels[i + 2]!;
    const luma = (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
    const max = Math.max(r, g, b);
    const min = Math.min(r, g, b);
    lumaSum += luma;
    lumaSquares += luma * luma;
    saturationSum += max === 0 ? 0 : (max - min) / max;
    warmthSum += (r - b) / 255;
    count += 1;
  }
  const n = count || 1;
  const brightness = lumaSum / n;
  const colourShares = dominantColours(pixels, channels).map((c) => ({ hex: c.hex, share: round(c.share) }));
  const side = Math.round(Math.sqrt(count));
  const third = Math.max(1, Math.floor(side / 3));
  return {
    width: size.width,
    height: size.height,
    orientation: orientationOf(size.width, size.height),
    dominantColors: colourShares.map((colour) => colour.hex),
    colourShares,
    brightness: round(brightness),
    contrast: round(Math.sqrt(Math.max(0, lumaSquares / n - brightness * brightness))),
    saturation: round(saturationSum / n),
    warmth: round(warmthSum / n),
    sky: skyOf(bandMean(pixels, channels, side, 0, third), bandMean(pixels, channels, side, side - third, side)),
  };
}
