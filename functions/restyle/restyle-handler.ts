/** The restyle Lambda's handler, given the analyzer it asks: handler.ts (local mode, tests) and bundled-handler.ts (the cloud) pick it. */
import type { AiAnalyzer } from '../lib/ai/ai-analyzer';
import { createGroupHandler } from '../lib/http/group-handler';
import { restylePhoto } from './operations/reanalyze-photo';
import { RESTYLE_ROUTES } from './routes';

export const restyleHandler = (analyzer: () => AiAnalyzer) =>
  createGroupHandler(RESTYLE_ROUTES, { 'POST /api/photos/{id}/reanalyze': restylePhoto(analyzer) });
