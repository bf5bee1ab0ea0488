/**
 * How often local mode's vision analyzer names what a real photo is of, and how often it names
 * something that is not there, on the sample photos (bench/sample-photos/photos.ts), set by set, per look:
 * before the ImageNet look (COCO objects, faces and scene words), the ImageNet look alone, and all looks.
 * Run: bash bench/sample-photos/fetch.sh && npm run bench:vision-accuracy [-- tuning] (one set only)
 * A wrong name is any family word the text names, or any sky or sunset it claims, that photos.ts does not
 * list. Specific phrases ("a tabby cat") are printed for a person to read, and judged by their family word.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deriveImages } from '../functions/analysis/image/derive-images';
import type { AiText } from '../functions/ai/ai-analyzer';
import type { Detections } from '../functions/ai/vision/detections';
import { HumanDetector } from '../functions/ai/vision/human-detector';
import { ImagenetClassifier } from '../functions/ai/vision/imagenet/imagenet-classifier';
import { VisionAnalyzer } from '../functions/ai/vision/vision-analyzer';
import { describeSeen } from '../functions/ai/vision/seen-text';
import { subjectOf } from '../functions/ai/vision/subject';
import { SAMPLE_PHOTO_DIR, SAMPLE_PHOTOS, type SamplePhoto } from './sample-photos/photos';

/** Pixel tags that claim a place or time of day rather than a colour, and what they claim. */
const SCENE_CLAIMS: Record<string, string> = { sunset: 'sunset', golden: 'sunset', sky: 'sky', twilight: 'sky' };
const SETS = ['tuning', 'held-out', 'fresh', 'unseen'] as const;
const LOOKS = ['before (COCO, faces, scenes)', 'ImageNet alone', 'all looks'] as const;
type Look = (typeof LOOKS)[number];

interface Verdict {
  named: string[];
  wrong: string[];
  namedSubject: boolean;
  title: string;
}

function judge(sample: SamplePhoto, text: AiText): Verdict {
  const subject = subjectOf(text.detections ?? null);
  const objects = subject ? [subject.main, ...subject.others] : [];
  const words = objects.map((named) => named.family ?? named.one);
  const scenes = text.tags.flatMap((tag) => (SCENE_CLAIMS[tag] ? [SCENE_CLAIMS[tag]] : []));
  const allowed = new Set([...sample.subject, ...sample.present]);
  return {
    named: [...objects.map((named) => named.one), ...scenes],
    wrong: [...words, ...scenes].filter((word) => !allowed.has(word)),
    namedSubject: words.some((word) => sample.subject.includes(word)),
    title: text.title,
  };
}

const chosen = process.argv.slice(2).filter((arg) => (SETS as readonly string[]).includes(arg));
const sets = chosen.length ? (chosen as (typeof SETS)[number][]) : [...SETS];
const samples = SAMPLE_PHOTOS.filter((sample) => sets.includes(sample.set));
const missing = samples.filter((sample) => !existsSync(join(SAMPLE_PHOTO_DIR, sample.file)));
if (missing.length) {
  console.error(`${missing.length} sample photos are missing: run bash bench/sample-photos/fetch.sh first.`);
  process.exit(1);
}

const withImagenet = new HumanDetector();
if (!(await withImagenet.imagenetAvailable())) {
  console.error('The ImageNet weights are not in the models folder: set MODELS_DIR (npm run sets ../shared/models).');
  process.exit(1);
}
const before = new VisionAnalyzer(new HumanDetector(new ImagenetClassifier(() => '/nonexistent')));
const after = new VisionAnalyzer(withImagenet);

const verdicts = new Map<SamplePhoto, Record<Look, Verdict>>();
for (const sample of samples) {
  const derived = await deriveImages(readFileSync(join(SAMPLE_PHOTO_DIR, sample.file)));
  const input = { image: derived.display.data, stats: derived.stats, style: 'witty' as const };
  const all = await after.analyze(input);
  const seen = all.detections!;
  const imagenetOnly: Detections = { ...seen, objects: [], zoomedOut: [], faces: [], scene: [] };
  verdicts.set(sample, {
    'before (COCO, faces, scenes)': judge(sample, await before.analyze(input)),
    'ImageNet alone': judge(sample, { ...describeSeen({ ...input, detections: imagenetOnly }), detections: imagenetOnly }),
    'all looks': judge(sample, all),
  });
}

for (const set of sets) {
  const rows = samples.filter((sample) => sample.set === set);
  console.log(`\n${set} (${rows.length} photos)`);
  for (const sample of rows) {
    const row = verdicts.get(sample)!['all looks'];
    const imagenet = verdicts.get(sample)!['ImageNet alone'].named.join(', ') || '-';
    const mark = row.wrong.length ? 'WRONG' : row.namedSubject ? 'named' : '-';
    console.log(
      `  ${mark.padEnd(6)} ${sample.category.padEnd(15)} ${sample.file.split('/').pop()!.padEnd(36)} ${row.named.join(', ') || '(nothing)'} | ${row.title} | ImageNet alone: ${imagenet}`,
    );
  }
  for (const look of LOOKS) {
    const judged = rows.map((sample) => verdicts.get(sample)![look]);
    const named = judged.filter((row) => row.namedSubject).length;
    const wrong = judged.filter((row) => row.wrong.length).length;
    console.log(
      `  ${set}, ${look}: subject named in ${named} of ${rows.length}; something absent named in ${wrong} of ${rows.length}`,
    );
  }
}
