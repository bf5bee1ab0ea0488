/**
 * The photo-edits Lambda: the editor's saves and revert, a restyle and its undo. A restyle uses the analyzer
 * the configuration names: the stack always configures Bedrock (infra/stack/analysis.ts, bindAnalyzer), and then
 * a model failure answers 503 (restyle-analyzer.ts); local mode configures the one that writes from the
 * photo's stored detections, so a restyle runs no vision model.
 */
import type { AiAnalyzer } from '../ai/ai-analyzer';
import { StoredDetectionsAnalyzer } from '../ai/vision/stored-detections-analyzer';
import { config } from '../kernel/config';
import { createGroupHandler } from '../lib/http/group-handler';
import { PHOTO_EDITS_GROUP } from './group';
import { createEditUpload } from './operations/create-edit-upload';
import { editPhoto } from './operations/edit-photo';
import { restylePhoto } from './operations/restyle-photo';
import { revertEdit } from './operations/revert-edit';
import { undoRestyle } from './operations/undo-restyle';
import { bedrockRestyleAnalyzer } from './restyle-analyzer';

let local: AiAnalyzer | undefined;

export const handler = createGroupHandler(PHOTO_EDITS_GROUP, {
  'POST /api/photos/edit': editPhoto,
  'POST /api/photos/edit/uploads': createEditUpload,
  'POST /api/photos/{id}/edit/revert': revertEdit,
  'POST /api/photos/{id}/reanalyze': restylePhoto(() =>
    config().AI_ANALYZER === 'bedrock' ? bedrockRestyleAnalyzer() : (local ??= new StoredDetectionsAnalyzer()),
  ),
  'POST /api/photos/{id}/reanalyze/undo': undoRestyle,
});
