/**
 * What local mode's vision analyzer costs against the pixel-only analysis, in one process: model load
 * time (once, on the first photo), per-photo analysis time (decode and derived images included, as the
 * pipeline runs it) and peak RSS, over ten real photos (infra/local/real-photos, taken in turn), without
 * the ImageNet look and then with every look (peak RSS only grows, so the fuller run comes last).
 * Run: npm run bench:vision (it sets MODELS_DIR to ../shared/models unless set). Results go into
 * docs/performance.md by hand, with the machine's load.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { deriveImages } from '../functions/analysis/image/derive-images';
import { LocalAnalyzer } from '../functions/ai/local-analyzer';
import { HumanDetector } from '../functions/ai/vision/human-detector';
import { ImagenetClassifier } from '../functions/ai/vision/imagenet/imagenet-classifier';
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

// One detector, so the COCO and face models are loaded once; only its ImageNet classifier differs between runs.
const imagenet = new ImagenetClassifier();
let imagenetOn = false;
const detector = new HumanDetector({
  classify: (pixels) => (imagenetOn ? imagenet.classify(pixels) : Promise.resolve(null)),
  available: () => Promise.resolve(imagenetOn),
});
const loaded = await detector.load();
console.log(`COCO and face models: loaded in ${loaded.loadMs} ms (once per process, on the first photo); peak RSS ${peakRssMb()} MB`);

const before = await run(new VisionAnalyzer(detector));
console.log(`without ImageNet: wall ${fmt(before.wall)}; CPU ${fmt(before.cpu)}; peak RSS ${peakRssMb()} MB over ${PHOTOS} photos`);

const imagenetLoad = performance.now();
if (!(await imagenet.available())) {
  console.error('The ImageNet weights are not in the models folder: set MODELS_DIR.');
  process.exit(1);
}
imagenetOn = true;
console.log(`ImageNet look: loaded in ${Math.round(performance.now() - imagenetLoad)} ms; peak RSS ${peakRssMb()} MB`);
const all = await run(new VisionAnalyzer(detector));
console.log(`all looks: wall ${fmt(all.wall)}; CPU ${fmt(all.cpu)}; peak RSS ${peakRssMb()} MB over ${PHOTOS} photos`);
