import { PHOTO_MESSAGES } from '../../../shared/messages/photo';
import type { RestoredAnalysis } from '../../../shared/schemas/photo';
import { restorePreviousText } from '../../data/photos/photo-analysis';
import { ConflictError } from '../../kernel/errors';
import { pathParam } from '../../lib/http/request';
import { ok } from '../../lib/http/respond';
import type { Operation } from '../../lib/http/types';
import { requireViewer } from '../../lib/http/viewer';
import { loadOwnPhoto } from '../../lib/photos/visibility';

/**
 * POST /api/photos/{id}/reanalyze/undo: the owner takes back the last restyle; the text it replaced
 * returns, with its style. No model call, so it costs nothing and is not metered. Nothing to undo (never
 * restyled, already undone, or restyled again meanwhile) -> 409.
 */
export const undoRestyle: Operation = async ({ event, viewer }) => {
  const me = requireViewer(viewer);
  const photo = await loadOwnPhoto(me.user.id, pathParam(event, 'id'));
  const restored = await restorePreviousText(photo);
  if (!restored) throw new ConflictError(PHOTO_MESSAGES.nothingToUndo);
  const result: RestoredAnalysis = {
    title: restored.title,
    description: restored.description ?? '',
    tags: restored.tags,
    mood: restored.mood ?? '',
    primaryColors: restored.primaryColors,
    style: restored.style,
  };
  return ok(result);
};
