import { describe, expect, it } from 'vitest';
import type { AiAnalyzer } from '../../../functions/lib/ai/ai-analyzer';
import { AI_METRICS, analysisMetricLine } from '../../../functions/lib/ai/analysis-metrics';
import { BedrockAnalyzer } from '../../../functions/lib/ai/bedrock-analyzer';
import type { PixelStats } from '../../../functions/lib/ai/pixel-stats';
import { refusal, reply, testBedrockAccess, useFakeBedrock } from '../support/fake-bedrock';

const MODEL_ID = 'us.anthropic.claude-haiku-4-5-20251001-v1:0';
const bedrock = useFakeBedrock();
/** A tiny PNG signature is enough for the analyzer to accept the image; the model is mocked. */
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const stats = { dominantColors: ['#000000'] } as unknown as PixelStats;
const localText = { title: 'Local', description: 'Local words.', tags: ['a', 'b', 'c'], mood: 'calm' };
const local: AiAnalyzer = { analyze: async () => localText };

function analyse(): Promise<{ lines: any[] }> {
  const lines: any[] = [];
  const analyzer = new BedrockAnalyzer({
    client: testBedrockAccess(),
    modelId: MODEL_ID,
    fallback: local,
    metrics: (line) => lines.push(JSON.parse(line)),
  });
  return analyzer.analyze({ image: PNG, stats, style: 'poetic' }).then(() => ({ lines }));
}

describe('analysis metrics (embedded metric format)', () => {
  it('declares both counts in one namespace without dimensions, with the fallback reason as a property', () => {
    // Act
    const line = JSON.parse(analysisMetricLine({ fallback: true, reason: 'call-failed' }, MODEL_ID, 1_700_000_000_000));

    // Assess
    expect(line).toEqual({
      _aws: {
        Timestamp: 1_700_000_000_000,
        CloudWatchMetrics: [
          {
            Namespace: AI_METRICS.namespace,
            Dimensions: [[]],
            Metrics: [
              { Name: 'BedrockAnalyses', Unit: 'Count' },
              { Name: 'BedrockFallbacks', Unit: 'Count' },
            ],
          },
        ],
      },
      BedrockAnalyses: 1,
      BedrockFallbacks: 1,
      modelId: MODEL_ID,
      fallbackReason: 'call-failed',
    });
  });

  it('counts a fallback when Bedrock refuses the call (e.g. a retired model)', async () => {
    // Prepare
    bedrock.answer(refusal(404, 'ResourceNotFoundException', 'This model version has reached the end of its life'));

    // Act
    const { lines } = await analyse();

    // Assess
    expect(lines).toEqual([expect.objectContaining({ BedrockAnalyses: 1, BedrockFallbacks: 1, fallbackReason: 'call-failed' })]);
  });

  it('counts a fallback when no answer is valid after the retry', async () => {
    // Prepare
    bedrock.answer(reply('not json'));

    // Act
    const { lines } = await analyse();

    // Assess
    expect(lines).toEqual([expect.objectContaining({ BedrockFallbacks: 1, fallbackReason: 'invalid-answer' })]);
  });

  it('counts an analysis without fallback when the model answers', async () => {
    // Prepare
    const answer = {
      title: 'Night Harbour',
      description: 'Boats rest on still water.',
      tags: ['boats', 'night', 'water'],
      mood: 'calm',
    };
    bedrock.answer(reply(JSON.stringify(answer)));

    // Act
    const { lines } = await analyse();

    // Assess
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ BedrockAnalyses: 1, BedrockFallbacks: 0 });
    expect(lines[0]).not.toHaveProperty('fallbackReason');
  });
});
