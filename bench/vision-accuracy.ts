/**
 * How often local mode's vision analyzer names what a real photo is of, and how often it names
 * something that is not there, on the sample photos (bench/sample-photos/photos.ts), the held-out and
 * fresh sets apart from the tuning set. Run: bash bench/sample-photos/fetch.sh && npm run bench:vision-accuracy
 * A wrong name is any object the text names, or any sky or sunset it claims, that photos.ts does not list.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deriveImages } from '../functions/analysis/image/derive-images';
import { VisionAnalyzer } from '../functions/ai/vision/vision-analyzer';
import { subjectOf } from '../functions/ai/vision/subject';
import { SAMPLE_PHOTO_DIR, SAMPLE_PHOTOS, type SamplePhoto } from './sample-photos/photos';

/** Pixel tags that claim a place or time of day rather than a colour, and what they claim. */
const SCENE_CLAIMS: Record<string, string> = { sunset: 'sunset', golden: 'sunset', sky: 'sky', twilight: 'sky' };

interface Verdict {
  sample: SamplePhoto;
  named: string[];
  wrong: string[];
  namedSubject: boolean;
  title: string;
}

async function judge(sample: SamplePhoto, analyzer: VisionAnalyzer): Promise<Verdict> {
  const derived = await deriveImages(readFileSync(join(SAMPLE_PHOTO_DIR, sample.file)));
  const text = await analyzer.analyze({ image: derived.display.data, stats: derived.stats, style: 'witty' });
  const subject = subjectOf(text.detections ?? null);
  const objects = subject ? [subject.main, ...subject.others].map((named) => named.one) : [];
  const scenes = text.tags.flatMap((tag) => (SCENE_CLAIMS[tag] ? [SCENE_CLAIMS[tag]] : []));
  const named = [...objects, ...scenes];
  const allowed = new Set([...sample.subject, ...sample.present]);
  return {
    sample,
    named,
    wrong: named.filter((word) => !allowed.has(word)),
    namedSubject: objects.some((word) => sample.subject.includes(word)),
    title: text.title,
  };
}

const missing = SAMPLE_PHOTOS.filter((sample) => !existsSync(join(SAMPLE_PHOTO_DIR, sample.file)));
if (missing.length) {
  console.error(`${missing.length} sample photos are missing: run bash bench/sample-photos/fetch.sh first.`);
  process.exit(1);
}

const analyzer = new VisionAnalyzer();
const verdicts: Verdict[] = [];
for (const sample of SAMPLE_PHOTOS) verdicts.push(await judge(sample, analyzer));

for (const set of ['tuning', 'held-out', 'fresh'] as const) {
  const rows = verdicts.filter((verdict) => verdict.sample.set === set);
  console.log(`\n${set} (${rows.length} photos)`);
  for (const row of rows) {
    const mark = row.wrong.length ? 'WRONG' : row.namedSubject ? 'named' : '-';
    console.log(
      `  ${mark.padEnd(6)} ${row.sample.category.padEnd(15)} ${row.sample.file.split('/').pop()!.padEnd(36)} ${row.named.join(', ') || '(nothing)'} | ${row.title}`,
    );
  }
  const named = rows.filter((row) => row.namedSubject).length;
  const wrong = rows.filter((row) => row.wrong.length).length;
  console.log(`  ${set}: subject named in ${named} of ${rows.length}; something absent named in ${wrong} of ${rows.length}`);
}
