/**
 * How much the analysis pipeline costs beyond the one thing it cannot avoid: decoding a 12 MP JPEG and
 * writing a 2048 px WebP. Run: npx tsx bench/analysis.ts [runs]
 * Results go into docs/performance.md by hand, with the machine they were measured on.
 */
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { LocalAnalyzer } from '../functions/ai/local-analyzer';
import { DISPLAY_MAX_SIDE, deriveImages } from '../functions/analysis/image/derive-images';

const WIDTH = 4000;
const HEIGHT = 3000;
const RUNS = Number(process.argv[2] ?? 5);

// libvips caches operation results; a benchmark that repeats the same work must not measure the cache.
sharp.cache(false);

/** A photo-like 12 MP JPEG: smooth gradients plus sensor-style noise, from a fixed seed. */
async function makePhoto(): Promise<Buffer> {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  let state = 0x2545f491;
  const noise = () => {
    // xorshift32: reproducible, so every run compresses to the same file
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) % 41) - 20;
  };
  for (let y = 0; y < HEIGHT; y += 1) {
    for (let x = 0; x < WIDTH; x += 1) {
      const i = (y * WIDTH + x) * 3;
      const wave = 40 * Math.sin(x / 97) * Math.cos(y / 131);
      pixels[i] = Math.max(0, Math.min(255, 60 + (150 * x) / WIDTH + wave + noise()));
      pixels[i + 1] = Math.max(0, Math.min(255, 90 + (100 * y) / HEIGHT - wave + noise()));
      pixels[i + 2] = Math.max(0, Math.min(255, 200 - (140 * x) / WIDTH + noise()));
    }
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

type Task = { label: string; run: () => Promise<unknown> };

/**
 * Medians of interleaved rounds: each round runs every task once, so a neighbour loading the shared
 * machine for a few seconds slows all of them alike instead of skewing one.
 */
async function medians(tasks: Task[]): Promise<number[]> {
  for (const task of tasks) await task.run(); // warm-up: loads codecs and JIT-compiles the JS
  const times: number[][] = tasks.map(() => []);
  for (let round = 0; round < RUNS; round += 1) {
    for (const [index, task] of tasks.entries()) {
      const start = performance.now();
      await task.run();
      times[index]!.push(performance.now() - start);
    }
  }
  return tasks.map((task, index) => {
    const sorted = [...times[index]!].sort((a, b) => a - b);
    const middle = sorted[Math.floor(sorted.length / 2)]!;
    console.log(
      `${task.label.padEnd(46)} median ${middle.toFixed(0).padStart(5)} ms   runs ${times[index]!.map((t) => t.toFixed(0)).join(', ')}`,
    );
    return middle;
  });
}

const photo = await makePhoto();
const analyzer = new LocalAnalyzer();
console.log(
  `input: ${WIDTH}x${HEIGHT} JPEG, ${(photo.length / 1024 / 1024).toFixed(2)} MB; ${cpus().length} CPUs; sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}; ${RUNS} interleaved rounds after 1 warm-up`,
);

const [bare, full, separate] = await medians([
  {
    label: '(a) bare decode + resize to 2048 WebP',
    run: () => sharp(photo).resize(DISPLAY_MAX_SIDE, DISPLAY_MAX_SIDE, { fit: 'inside' }).webp({ quality: 82 }).toBuffer(),
  },
  {
    label: '(b) full analysis (derive + local analyzer)',
    run: async () => {
      const derived = await deriveImages(photo);
      return analyzer.analyze({ image: derived.thumbnail.data, stats: derived.stats, style: 'witty' });
    },
  },
  {
    // For reference only: the same outputs from four separate decodes of the original.
    label: '(c) same outputs, one decode each (reference)',
    run: () =>
      Promise.all([
        sharp(photo).rotate().resize(DISPLAY_MAX_SIDE, DISPLAY_MAX_SIDE, { fit: 'inside' }).webp({ quality: 82 }).toBuffer(),
        sharp(photo).rotate().resize(400, 400, { fit: 'inside' }).webp({ quality: 78 }).toBuffer(),
        sharp(photo).rotate().resize(16, 16, { fit: 'inside' }).blur(1).webp({ quality: 40 }).toBuffer(),
        sharp(photo).resize(64, 64, { fit: 'fill' }).raw().toBuffer(),
      ]),
  },
]);

console.log(`ratio (b)/(a): ${(full! / bare!).toFixed(2)}`);
console.log(`ratio (c)/(a): ${(separate! / bare!).toFixed(2)}`);
console.log(`peak RSS: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
