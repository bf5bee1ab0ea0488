import { PHOTO_MESSAGES } from '../../../shared/messages/photo';
import { reanalyzeBody, type AiAnalysis } from '../../../shared/schemas/photo';
import { countTowardsLimit } from '../../lib/rate-limits';
import type { AiAnalyzer } from '../../ai/ai-analyzer';
import { updateAnalysisText } from '../../data/photos/photo-analysis';
import { ConflictError } from '../../kernel/errors';
import { ok } from '../../lib/http/respond';
import { parseJsonBody, pathParam } from '../../lib/http/request';
import type { Operation } from '../../lib/http/types';
import { requireViewer } from '../../lib/http/viewer';
import { mediaStore } from '../../lib/media/configured-media-store';
import { loadOwnPhoto } from '../../lib/photos/visibility';
import { styledTagsAndMood } from '../../ai/style-words';

/**
 * POST /api/photos/{id}/reanalyze {style}: new AI text in the chosen style (default witty): title and
 * description from the analyzer, the subject's tags kept with the style's own tags and mood. The colours
 * stay, as they are measured from the pixels; the stored pixel statistics spare a second decode. The
 * text it replaces is kept for one undo (POST .../reanalyze/undo). Limited per member per hour (429),
 * since each restyle is a paid model call; a failed one still counts, as the model was asked.
 */
export const restylePhoto =
  (analyzer: () => AiAnalyzer | Promise<AiAnalyzer>): Operation =>
  async ({ event, viewer }) => {
    const me = requireViewer(viewer);
    const { style } = parseJsonBody(event, reanalyzeBody);
    const photo = await loadOwnPhoto(me.user.id, pathParam(event, 'id'));
    if (photo.status !== 'ready' || !photo.displayKey || !photo.pixelStats) throw new ConflictError(PHOTO_MESSAGES.notReady);
    // Counted before the model is called, so parallel requests cannot outrun the limit.
    await countTowardsLimit('restyle', me.user.id);
    const display = await mediaStore().read(photo.displayKey);
    // A ready photo always has its display image: one missing is a fault of ours, not the member's.
    if (!display) throw new Error(`Display image ${photo.displayKey} of a ready photo is missing`);
    // Stored detections: local mode rewrites from what the models saw without running them again.
    const text = await (
      await analyzer()
    ).analyze({ image: display.bytes, stats: photo.pixelStats, style, detections: photo.detections });
    const { title, description, tags, mood, style: replacedStyle } = photo;
    // The subject's tags stay; the style's own tags and mood follow the style (docs/decisions/restyle.md).
    const newText = { title: text.title, description: text.description, ...styledTagsAndMood(photo.tags, style) };
    await updateAnalysisText(photo.id, { ...newText, style }, { title, description, tags, mood, style: replacedStyle });
    const result: AiAnalysis = { ...newText, primaryColors: photo.primaryColors };
    return ok(result);
  };
