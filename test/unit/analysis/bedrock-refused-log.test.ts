/**
 * The BedrockRefused alarm counts the analyzer's own warning through a log metric filter: the line a
 * refused call writes must keep the message and `error` field the filter matches.
 */
import '../support/env';
import { AccessDeniedException, BedrockRuntimeClient, ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BedrockAnalyzer } from '../../../functions/ai/bedrock-analyzer';
import { LocalAnalyzer } from '../../../functions/ai/local-analyzer';
import { deriveImages } from '../../../functions/analysis/image/derive-images';
import { logger } from '../../../functions/kernel/logger';
import { BEDROCK_REFUSAL_ERRORS, BEDROCK_REFUSED_PATTERN } from '../../../infra/stack/alarms';
import { useMockBedrock } from '../support/mock-bedrock';
import { gradient } from './fixtures';

const bedrock = useMockBedrock();
afterEach(() => vi.restoreAllMocks());

describe("the analyzer's warning when Bedrock refuses the model", () => {
  it('has the message prefix and the error name the BedrockRefused filter matches', async () => {
    const derived = await deriveImages(await gradient([5, 10, 60], [20, 40, 110], 400, 300).jpeg().toBuffer());
    bedrock.on(ConverseCommand).rejects(new AccessDeniedException({ message: 'not subscribed', $metadata: {} }));
    const lines: Record<string, unknown>[] = [];
    logger.setLogLevel('WARN');
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      for (const text of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(text) as Record<string, unknown>);
      return true;
    });
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);

    await new BedrockAnalyzer({
      client: new BedrockRuntimeClient({ region: 'us-east-1' }),
      modelId: 'anthropic.claude-haiku-4-5-20251001-v1:0',
      fallback: new LocalAnalyzer(),
    }).analyze({ image: derived.thumbnail.data, stats: derived.stats, style: 'witty' });

    const refused = lines.filter((line) => BEDROCK_REFUSAL_ERRORS.includes(line.error as (typeof BEDROCK_REFUSAL_ERRORS)[number]));
    expect(refused).toHaveLength(1);
    expect(String(refused[0]!.message).startsWith('bedrock analyzer')).toBe(true);
    expect(BEDROCK_REFUSED_PATTERN).toContain('$.message = "bedrock analyzer*"');
    expect(BEDROCK_REFUSED_PATTERN).toContain('$.error = "AccessDeniedException"');
  });
});
