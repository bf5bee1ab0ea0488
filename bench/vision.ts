/**
 * What local mode's vision analyzer costs against the pixel-only analysis, in one process: model load
 * time (once, on the first photo), per-photo analysis time (decode and derived images included, as the
 * pipeline runs it) and peak RSS, over ten real photos (infra/local/real-photos, taken in turn).
 * Run: npm run bench:vision. Results go into docs/performance.md by hand, with the machine's load.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { deriveImages } from '../functions/analysis/image/derive-images';
import { LocalAnalyzer } from '../functions/ai/local-analyzer';
import { sharedDetector } from '../functions/ai/vision/human-detector';
import { VisionAnalyzer } from '../functions/ai/vision/vision-analyzer';
import type { AiAnalyzer } from '../functions/ai/ai-analyzer';

const DIR = 'infra/local/real-photos';
const PHOTOS = 10;

sharp.cache(false);

const fixtures = readdirSync(DIR).filter((name) => name.endsWith('.jpg'));
const photos = Array.from({ length: PHOTOS }, (_, i) => readFileSync(join(DIR, fixtures[i % fixtures.length]!)));

const peakRssMb = () => Math.round(process.resourceUsage().maxRSS / 1024);
const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

/** Wall and CPU milliseconds per photo, as the pipeline runs it: derive the images, then ask the analyzer. */
async function run(analyzer: AiAnalyzer): Promise<{ wall: number[]; cpu: number[] }> {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (const bytes of photos) {
    const started = performance.now();
    const cpuStart = process.cpuUsage();
    const derived = await deriveImages(bytes);
    await analyzer.analyze({ image: derived.display.data, stats: derived.stats, style: 'witty' });
    wall.push(performance.now() - started);
    cpu.push(cpuMs(cpuStart));
  }
  return { wall, cpu };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const fmt = (values: number[]) => `median ${Math.round(median(values))} ms, max ${Math.round(Math.max(...values))} ms`;

console.log(
  `${cpus().length} cores, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}; ${PHOTOS} photos from ${DIR}`,
);

const pixelOnly = await run(new LocalAnalyzer());
const pixelPeak = peakRssMb();
console.log(`pixel-only: wall ${fmt(pixelOnly.wall)}; CPU ${fmt(pixelOnly.cpu)}; peak RSS ${pixelPeak} MB`);

const loaded = await sharedDetector().load();
console.log(
  `vision models: loaded in ${loaded.loadMs} ms (once per process, on the first photo); peak RSS ${peakRssMb()} MB after loading`,
);

const vision = await run(new VisionAnalyzer());
console.log(`vision: wall ${fmt(vision.wall)}; CPU ${fmt(vision.cpu)}; peak RSS ${peakRssMb()} MB over ${PHOTOS} photos`);
