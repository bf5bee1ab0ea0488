/**
 * Local mode's start sees its photos again when a look came that they were analysed without (the vision
 * models on a photo from before them, the ImageNet look on a photo analysed while its weights were
 * missing): each once, from its stored display image, in the background after the start. A photo whose
 * words are still the analysis's own gets new words in its own style; a member's words stay (a photo
 * restyled, so its previous text is kept for undo, or titled by its uploader) and only gain the seen
 * things' tags, so search finds them. A photo whose looks fail keeps its words and is tried again at the
 * next start.
 */
import type { AiAnalyzer } from '../../functions/ai/ai-analyzer';
import { needsAnotherLook } from '../../functions/ai/vision/detections';
import { everyReadyPhoto } from '../../functions/data/photos/every-ready-photo';
import { recordDetections } from '../../functions/data/photos/photo-analysis';
import type { PhotoRecord } from '../../functions/data/photos/photo';
import { mediaStore } from '../../functions/lib/media/configured-media-store';

/** How many photos were seen again. */
export async function seePhotosAgain(analyzer: AiAnalyzer, imagenetAvailable: boolean): Promise<number> {
  const photos: PhotoRecord[] = [];
  for await (const photo of everyReadyPhoto()) {
    if (photo.displayKey && photo.pixelStats && needsAnotherLook(photo.detections, imagenetAvailable)) photos.push(photo);
  }
  let seen = 0;
  for (const photo of photos) {
    const display = await mediaStore().read(photo.displayKey!);
    if (!display) continue;
    const text = await analyzer.analyze({ image: display.bytes, stats: photo.pixelStats!, style: photo.style });
    if (!text.detections) continue;
    const membersWords = Boolean(photo.previousText || photo.givenTitle || photo.givenDescription);
    const words = membersWords
      ? // The seen things' tags first, so a photo that already has eight keeps room for them.
        { tags: [...new Set([...text.tags.filter((tag) => !photo.tags.includes(tag)).slice(0, 3), ...photo.tags])].slice(0, 8) }
      : { title: text.title, description: text.description, mood: text.mood, tags: text.tags };
    if (await recordDetections(photo, text.detections, words)) seen += 1;
  }
  return seen;
}
