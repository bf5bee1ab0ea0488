/**
 * The restyle Lambda: the analyzer the configuration names. The stack always configures Bedrock
 * (infra/stack/analysis.ts, bindAnalyzer), and then a model failure answers 503 (restyle-analyzer.ts);
 * local mode configures the one that writes from the photo's stored detections, so a restyle runs no vision model.
 */
import type { AiAnalyzer } from '../ai/ai-analyzer';
import { StoredDetectionsAnalyzer } from '../ai/vision/stored-detections-analyzer';
import { config } from '../kernel/config';
import { createGroupHandler } from '../lib/http/group-handler';
import { RESTYLE_GROUP } from './group';
import { restylePhoto } from './operations/restyle-photo';
import { bedrockRestyleAnalyzer } from './restyle-analyzer';

let local: AiAnalyzer | undefined;

export const handler = createGroupHandler(RESTYLE_GROUP, {
  'POST /api/photos/{id}/reanalyze': restylePhoto(() =>
    config().AI_ANALYZER === 'bedrock' ? bedrockRestyleAnalyzer() : (local ??= new StoredDetectionsAnalyzer()),
  ),
});
