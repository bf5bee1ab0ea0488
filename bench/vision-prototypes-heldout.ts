/**
 * Research, run once: embeds the held-out sample photos (bench/sample-photos/photos.ts) with the frozen node
 * set (bench/vision-prototypes-rules.json), for bench/vision-prototypes-heldout.py to classify.
 * Run: npx tsx bench/vision-prototypes-heldout.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SAMPLE_PHOTO_DIR, SAMPLE_PHOTOS } from './sample-photos/photos';
import { embed, loadBackbone } from './vision-prototypes-embed';

const nodes = ['tower_0/MobilenetV3/expanded_conv_14/squeeze_excite/Mean', 'tower_0/MobilenetV3/expanded_conv_11/add'];
const { tf, model } = await loadBackbone();
const out: Record<string, { category: string; vectors: Record<string, number[]> }> = {};
const times: number[] = [];
for (const sample of SAMPLE_PHOTOS.filter((photo) => photo.set === 'held-out')) {
  const started = performance.now();
  out[sample.file] = {
    category: sample.category,
    vectors: await embed(tf, model, readFileSync(join(SAMPLE_PHOTO_DIR, sample.file)), nodes),
  };
  times.push(performance.now() - started);
}
writeFileSync('.cache/embeddings-heldout.json', JSON.stringify(out));
times.sort((a, b) => a - b);
console.log(
  `${times.length} held-out photos; embedding ms median ${Math.round(times[times.length >> 1] ?? 0)}, max ${Math.round(times.at(-1)!)}`,
);
