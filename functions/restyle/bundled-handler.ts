/**
 * The restyle Lambda as the cloud bundles it (functions/route-table.ts, `groupEntry`): the stack always
 * configures Bedrock for it (infra/stack/analysis.ts, bindAnalyzer), so the local analyzer, which
 * handler.ts keeps for local mode, stays out of the bundle.
 */
import { bedrockRestyleAnalyzer } from './restyle-analyzer';
import { restyleHandler } from './restyle-handler';

export const handler = restyleHandler(bedrockRestyleAnalyzer);
