/**
 * Dominant colours of a small RGB image (a 64x64 resize: ~4k pixels, so this costs about a
 * millisecond). Histogram buckets give deterministic seeds, near buckets are merged so one blue sky
 * is not five blues, and a few k-means passes pull each centre onto the real pixel colours.
 */

export interface ColourShare {
  /** '#rrggbb' */
  hex: string;
  /** Fraction of the pixels nearest this colour, 0..1. */
  share: number;
}

type Rgb = [number, number, number];

const BITS = 3; // 8 levels per channel: 512 buckets
const MERGE_DISTANCE = 56; // RGB distance under which two buckets read as the same colour
const KMEANS_PASSES = 4;
const MIN_SHARE = 0.03; // a colour under 3 % of the picture is a detail, not a dominant colour

function distanceSquared(a: Rgb, b: Rgb): number {
  return (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2 + (a[2] - b[2]) ** 2;
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;
}

function seeds(pixels: Uint8Array, channels: number): Rgb[] {
  const size = 1 << (BITS * 3);
  const counts = new Uint32Array(size);
  const sums = new Float64Array(size * 3);
  const shift = 8 - BITS;
  for (let i = 0; i + 2 < pixels.length; i += channels) {
    const r = pixels[i]!;
    const g = pixels[i + 1]!;
    const b = pixels[i + 2]!;
    const bucket = ((r >> shift) << (BITS * 2)) | ((g >> shift) << BITS) | (b >> shift);
    counts[bucket]! += 1;
    sums[bucket * 3]! += r;
    sums[bucket * 3 + 1]! += g;
    sums[bucket * 3 + 2]! += b;
  }
  // Most populated first; ties broken by bucket index so the order never depends on the engine's sort.
  const order = [...counts.keys()].filter((k) => counts[k]! > 0).sort((a, b) => counts[b]! - counts[a]! || a - b);
  const clusters: { centre: Rgb; count: number }[] = [];
  for (const bucket of order) {
    const count = counts[bucket]!;
    const centre: Rgb = [sums[bucket * 3]! / count, sums[bucket * 3 + 1]! / count, sums[bucket * 3 + 2]! / count];
    const near = clusters.find((cluster) => distanceSquared(cluster.centre, centre) < MERGE_DISTANCE ** 2);
    if (near) {
      const total = near.count + count;
      near.centre = near.centre.map((value, c) => (value * near.count + centre[c]! * count) / total) as Rgb;
      near.count = total;
    } else {
      clusters.push({ centre, count });
    }
  }
  return clusters.slice(0, 8).map((cluster) => cluster.centre);
}

/** Up to `max` colours, most of the picture first. `pixels` is interleaved RGB or RGBA bytes. */
export function dominantColours(pixels: Uint8Array, channels: number, max = 5): ColourShare[] {
  if (channels < 3) throw new Error('dominantColours needs RGB pixels');
  let centres = seeds(pixels, channels);
  if (centres.length === 0) return [];
  let counts: number[] = [];
  for (let pass = 0; pass < KMEANS_PASSES; pass += 1) {
    counts = centres.map(() => 0);
    const sums = centres.map(() => [0, 0, 0]);
    for (let i = 0; i + 2 < pixels.length; i += channels) {
      const pixel: Rgb = [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!];
      let best = 0;
      let bestDistance = Infinity;
      centres.forEach((centre, index) => {
        const d = distanceSquared(centre, pixel);
        if (d < bestDistance) {
          bestDistance = d;
          best = index;
        }
      });
      counts[best]! += 1;
      sums[best]![0]! += pixel[0];
      sums[best]![1]! += pixel[1];
      sums[best]![2]! += pixel[2];
    }
    centres = centres.map((centre, index) => {
      const count = counts[index]!;
      return count === 0 ? centre : (sums[index]!.map((sum) => sum / count) as Rgb);
    });
  }
  const total = counts.reduce((sum, count) => sum + count, 0) || 1;
  const ranked = centres
    .map((centre, index) => ({ hex: toHex(centre), share: counts[index]! / total }))
    .sort((a, b) => b.share - a.share || a.hex.localeCompare(b.hex));
  const kept = ranked.filter((colour) => colour.share >= MIN_SHARE);
  // Identical hexes can appear when two centres converge; keep the first (largest) one.
  const unique = (kept.length > 0 ? kept : ranked.slice(0, 1)).filter(
    (colour, index, all) => all.findIndex((other) => other.hex === colour.hex) === index,
  );
  return unique.slice(0, max);
}
