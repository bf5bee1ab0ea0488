/**
 * The photo-edits Lambda: the editor's saves and revert, a restyle and its undo. A restyle uses the analyzer
 * the configuration names: the stack always configures Bedrock (infra/stack/analysis.ts, bindAnalyzer), and then
 * a model failure answers 503 (restyle-analyzer.ts); local mode configures the one that writes from the
 * photo's stored detections, so a restyle runs no vision model.
 */
import type { AiAnalyzer } from '../ai/ai-analyzer';
import { config } from '../kernel/config';
import { createGroupHandler } from '../lib/http/group-handler';
import { PHOTO_EDITS_GROUP } from './group';
import { createEditUpload } from './operations/create-edit-upload';
import { editPhoto } from './operations/edit-photo';
import { restylePhoto } from './operations/restyle-photo';
import { revertEdit } from './operations/revert-edit';
import { undoRestyle } from './operations/undo-restyle';

let local: AiAnalyzer | undefined;

/** Loaded at the first restyle, so the editor's saves and reverts never pay for the AI engine at cold start. */
const restyleAnalyzer = async (): Promise<AiAnalyzer> =>
  config().AI_ANALYZER === 'bedrock'
    ? (await import('./restyle-analyzer')).bedrockRestyleAnalyzer()
    : (local ??= new (await import('../ai/vision/stored-detections-analyzer')).StoredDetectionsAnalyzer());

export const handler = createGroupHandler(PHOTO_EDITS_GROUP, {
  'POST /api/photos/edit': editPhoto,
  'POST /api/photos/edit/uploads': createEditUpload,
  'POST /api/photos/{id}/edit/revert': revertEdit,
  'POST /api/photos/{id}/reanalyze': restylePhoto(restyleAnalyzer),
  'POST /api/photos/{id}/reanalyze/undo': undoRestyle,
});
