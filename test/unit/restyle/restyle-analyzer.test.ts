/**
 * The cloud's restyle asks Bedrock only (functions/photo-edits/restyle-analyzer.ts): a model failure is the
 * member's to see, as the web app's 'Analysis Failed' toast, never the local phrase banks' text.
 */
import '../support/env';
import { AccessDeniedException, ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import { describe, expect, it } from 'vitest';
import { PHOTO_MESSAGES } from '../../../shared/messages/photo';
import type { PixelStats } from '../../../functions/ai/pixel-stats';
import { ServiceUnavailableError } from '../../../functions/kernel/errors';
import { bedrockRestyleAnalyzer } from '../../../functions/photo-edits/restyle-analyzer';
import { conversations, reply, useMockBedrock } from '../support/mock-bedrock';

const bedrock = useMockBedrock();
/** A PNG signature is all the analyzer checks before it sends the image. */
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const stats = { dominantColors: ['#112233'] } as unknown as PixelStats;
const answer = { title: 'Quiet Harbour', description: 'Boats rest on still water.', tags: ['boats', 'water', 'dusk'], mood: 'calm' };

describe('the restyle analyzer', () => {
  it("answers with the model's words in the asked style", async () => {
    // Arrange
    bedrock.on(ConverseCommand).resolves(reply(JSON.stringify(answer)));

    // Act
    const text = await bedrockRestyleAnalyzer().analyze({ image: PNG, stats, style: 'poetic' });

    // Assess
    expect(text).toEqual(answer);
    expect(conversations(bedrock)).toHaveLength(1);
    expect(JSON.stringify(conversations(bedrock)[0]!.messages)).toContain('poetic');
  });

  it('refuses with 503 and the restyle failure text when the model refuses, instead of local words', async () => {
    // Arrange
    bedrock.on(ConverseCommand).rejects(new AccessDeniedException({ message: 'denied', $metadata: {} }));

    // Act
    const restyle = bedrockRestyleAnalyzer().analyze({ image: PNG, stats, style: 'witty' });

    // Assess
    await expect(restyle).rejects.toBeInstanceOf(ServiceUnavailableError);
    await expect(restyle).rejects.toMatchObject({ statusCode: 503, message: PHOTO_MESSAGES.restyleFailed });
  });

  it('refuses as well after two answers that are not the asked JSON', async () => {
    // Arrange
    bedrock.on(ConverseCommand).resolves(reply('I would rather not.'));

    // Act
    const restyle = bedrockRestyleAnalyzer().analyze({ image: PNG, stats, style: 'witty' });

    // Assess
    await expect(restyle).rejects.toMatchObject({ statusCode: 503, message: 'Failed to analyze photo with AI' });
    expect(conversations(bedrock)).toHaveLength(2);
  });
});
