/**
 * The local start's one-off re-analysis for photos analysed before the vision models (an older .data/):
 * each ready photo without detections of the current version is seen by the models once, from its
 * stored display image, and gets new words in its own style. A member's words stay: a photo restyled
 * (its previous text is kept for undo) or titled by its uploader only gains the seen things' tags, so
 * search finds them. A photo whose models fail keeps its words and is tried again at the next start.
 * Like search-backfill.ts it Scans the emulator's table: a migration at start, never a request path.
 */
import { recordDetections } from '../../functions/data/photos/photo-analysis';
import type { PhotoRecord } from '../../functions/data/photos/photo';
import type { AiAnalyzer } from '../../functions/ai/ai-analyzer';
import { asDetections } from '../../functions/ai/vision/detections';
import { mediaStore } from '../../functions/lib/media/configured-media-store';
import { readyPhotos } from './ready-photos';

async function photosToSee(endpoint: string, tableName: string): Promise<PhotoRecord[]> {
  const photos: PhotoRecord[] = [];
  for await (const photo of readyPhotos(endpoint, tableName)) {
    // Detections of another version count as none, so those photos are seen again too.
    if (!asDetections(photo.detections) && photo.displayKey && photo.pixelStats) photos.push(photo);
  }
  return photos;
}

/** How many photos were seen again; `analyzer` is local mode's vision analyzer. */
export async function reanalyseUnseenPhotos(endpoint: string, tableName: string, analyzer: AiAnalyzer): Promise<number> {
  let seen = 0;
  for (const photo of await photosToSee(endpoint, tableName)) {
    const display = await mediaStore().read(photo.displayKey!);
    if (!display) continue;
    const text = await analyzer.analyze({ image: display.bytes, stats: photo.pixelStats!, style: photo.style });
    if (!text.detections) continue;
    const membersWords = Boolean(photo.previousText || photo.givenTitle || photo.givenDescription);
    const words = membersWords
      ? { tags: [...new Set([...text.tags.filter((tag) => !photo.tags.includes(tag)).slice(0, 3), ...photo.tags])].slice(0, 8) }
      : { title: text.title, description: text.description, mood: text.mood, tags: text.tags };
    if (await recordDetections(photo, text.detections, words)) seen += 1;
  }
  return seen;
}
