import { BedrockRuntimeClient, ConverseCommand, ResourceNotFoundException } from '@aws-sdk/client-bedrock-runtime';
import { describe, expect, it, vi } from 'vitest';
import type { AiAnalyzer } from '../../../functions/ai/ai-analyzer';
import { AI_METRICS, recordAnalysis } from '../../../functions/ai/analysis-metrics';
import { BedrockAnalyzer } from '../../../functions/ai/bedrock-analyzer';
import type { PixelStats } from '../../../functions/ai/pixel-stats';
import { reply, useMockBedrock } from '../support/mock-bedrock';

const MODEL_ID = 'us.anthropic.claude-haiku-4-5-20251001-v1:0';
const bedrock = useMockBedrock();
/** A tiny PNG signature is enough for the analyzer to accept the image; the model is mocked. */
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const stats = { dominantColors: ['#000000'] } as unknown as PixelStats;
const localText = { title: 'Local', description: 'Local words.', tags: ['a', 'b', 'c'], mood: 'calm' };
const local: AiAnalyzer = { analyze: async () => localText };

/** The embedded-metric lines written to stdout while `act` runs; nothing else. */
async function emfLinesOf(act: () => unknown): Promise<any[]> {
  const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  let written: string[];
  try {
    await act();
  } finally {
    written = write.mock.calls.map(([line]) => String(line));
    write.mockRestore();
  }
  return written.filter((line) => line.includes('"_aws"')).map((line) => JSON.parse(line));
}

const analyse = () =>
  emfLinesOf(() =>
    new BedrockAnalyzer({ client: new BedrockRuntimeClient({ region: 'us-east-1' }), modelId: MODEL_ID, fallback: local }).analyze({
      image: PNG,
      stats,
      style: 'poetic',
    }),
  );

describe('analysis metrics (embedded metric format)', () => {
  it('declares both counts in one namespace with the one service dimension the alarm reads, the model and reason as properties', async () => {
    // Act
    const lines = await emfLinesOf(() => recordAnalysis({ fallback: true, reason: 'call-failed' }, MODEL_ID));

    // Assess
    expect(lines).toEqual([
      {
        _aws: {
          Timestamp: expect.any(Number),
          CloudWatchMetrics: [
            {
              Namespace: AI_METRICS.namespace,
              Dimensions: [['service']],
              Metrics: [
                { Name: 'BedrockAnalyses', Unit: 'Count' },
                { Name: 'BedrockFallbacks', Unit: 'Count' },
              ],
            },
          ],
        },
        service: AI_METRICS.service,
        BedrockAnalyses: 1,
        BedrockFallbacks: 1,
        modelId: MODEL_ID,
        fallbackReason: 'call-failed',
      },
    ]);
  });

  it('counts a fallback when Bedrock refuses the call (e.g. a retired model)', async () => {
    // Prepare
    bedrock
      .on(ConverseCommand)
      .rejects(new ResourceNotFoundException({ message: 'This model version has reached the end of its life', $metadata: {} }));

    // Act
    const lines = await analyse();

    // Assess
    expect(lines).toEqual([expect.objectContaining({ BedrockAnalyses: 1, BedrockFallbacks: 1, fallbackReason: 'call-failed' })]);
  });

  it('counts a fallback when no answer is valid after the retry', async () => {
    // Prepare
    bedrock.on(ConverseCommand).resolves(reply('not json'));

    // Act
    const lines = await analyse();

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
    bedrock.on(ConverseCommand).resolves(reply(JSON.stringify(answer)));

    // Act
    const lines = await analyse();

    // Assess
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ BedrockAnalyses: 1, BedrockFallbacks: 0 });
    expect(lines[0]).not.toHaveProperty('fallbackReason');
  });
});
