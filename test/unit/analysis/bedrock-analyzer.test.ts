import { BedrockRuntimeClient, ConverseCommand, type ConverseCommandOutput } from '@aws-sdk/client-bedrock-runtime';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BedrockAnalyzer, MAX_IMAGE_BYTES } from '../../../functions/lib/ai/bedrock-analyzer';
import { createAnalyzer } from '../../../functions/lib/ai/create-analyzer';
import { LocalAnalyzer, describeLocally } from '../../../functions/lib/ai/local-analyzer';
import { deriveImages } from '../../../functions/analysis/image/derive-images';
import type { PixelStats } from '../../../functions/lib/ai/pixel-stats';
import { gradient } from './fixtures';

const MODEL_ID = 'anthropic.claude-3-haiku-20240307-v1:0';
const bedrock = mockClient(BedrockRuntimeClient);

function reply(text: string): ConverseCommandOutput {
  return {
    output: { message: { role: 'assistant', content: [{ text }] } },
    stopReason: 'end_turn',
    usage: { inputTokens: 1500, outputTokens: 80, totalTokens: 1580 },
    metrics: { latencyMs: 900 },
    $metadata: {},
  };
}

const goodAnswer = {
  title: 'Harbour Lights at Dusk',
  description: 'Boats rest on still water while the sky fades to a deep, inky blue.',
  tags: ['Harbour', '#boats', 'dusk', 'water', 'boats'],
  mood: 'Serene.',
};

describe('BedrockAnalyzer', () => {
  let image: Buffer;
  let stats: PixelStats;
  let previousLogLevel: string | undefined;

  beforeAll(async () => {
    previousLogLevel = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = 'silent';
    const derived = await deriveImages(await gradient([5, 10, 60], [20, 40, 110], 800, 600).jpeg().toBuffer());
    image = derived.thumbnail.data;
    stats = derived.stats;
  });
  afterAll(() => {
    if (previousLogLevel === undefined) delete process.env.LOG_LEVEL;
    else process.env.LOG_LEVEL = previousLogLevel;
    bedrock.restore();
  });
  beforeEach(() => bedrock.reset());

  const analyzer = () => new BedrockAnalyzer({ client: new BedrockRuntimeClient({ region: 'us-east-1' }), modelId: MODEL_ID });

  it('sends the image and the style prompt to the configured model and uses a valid answer', async () => {
    // Arrange
    bedrock.on(ConverseCommand).resolves(reply(JSON.stringify(goodAnswer)));

    // Act
    const text = await analyzer().analyze({ image, stats, style: 'poetic' });

    // Assess
    expect(text).toEqual({
      title: 'Harbour Lights at Dusk',
      description: goodAnswer.description,
      tags: ['harbour', 'boats', 'dusk', 'water'],
      mood: 'serene',
    });
    const calls = bedrock.commandCalls(ConverseCommand);
    expect(calls).toHaveLength(1);
    const request = calls[0]!.args[0].input;
    expect(request.modelId).toBe(MODEL_ID);
    const [imageBlock, textBlock] = request.messages?.[0]?.content ?? [];
    expect(imageBlock?.image?.format).toBe('webp');
    expect(Buffer.from(imageBlock?.image?.source?.bytes ?? new Uint8Array()).equals(image)).toBe(true);
    expect(textBlock?.text).toContain('Style: poetic');
    expect(textBlock?.text).toContain(stats.dominantColors[0]);
    expect(request.system?.[0]?.text).toContain('JSON');
  });

  it('accepts the JSON inside code fences and prose', async () => {
    // Arrange
    bedrock.on(ConverseCommand).resolves(reply(`Here you go:\n\`\`\`json\n${JSON.stringify(goodAnswer)}\n\`\`\``));

    // Act
    const text = await analyzer().analyze({ image, stats, style: 'witty' });

    // Assess
    expect(text.title).toBe(goodAnswer.title);
  });

  it('retries once, showing the model its invalid answer, and uses the corrected one', async () => {
    // Arrange
    bedrock
      .on(ConverseCommand)
      .resolvesOnce(reply('A lovely harbour at dusk!'))
      .resolvesOnce(reply(JSON.stringify(goodAnswer)));

    // Act
    const text = await analyzer().analyze({ image, stats, style: 'witty' });

    // Assess
    expect(text.title).toBe(goodAnswer.title);
    const calls = bedrock.commandCalls(ConverseCommand);
    expect(calls).toHaveLength(2);
    const retry = calls[1]!.args[0].input.messages ?? [];
    expect(retry).toHaveLength(3);
    expect(retry[1]).toEqual({ role: 'assistant', content: [{ text: 'A lovely harbour at dusk!' }] });
    expect(retry[2]?.content?.[0]?.text).toMatch(/not valid/);
  });

  it('falls back to the local analyzer after two invalid answers', async () => {
    // Arrange: JSON that parses but breaks the schema (too few tags, a sentence for a mood)
    bedrock.on(ConverseCommand).resolves(reply(JSON.stringify({ ...goodAnswer, tags: ['one'], mood: 'very calm indeed' })));

    // Act
    const text = await analyzer().analyze({ image, stats, style: 'dramatic' });

    // Assess
    expect(bedrock.commandCalls(ConverseCommand)).toHaveLength(2);
    expect(text).toEqual(describeLocally({ stats, style: 'dramatic' }));
  });

  it('falls back to the local analyzer when the call itself fails, without a second call', async () => {
    // Arrange
    bedrock.on(ConverseCommand).rejects(Object.assign(new Error('denied'), { name: 'AccessDeniedException' }));

    // Act
    const text = await analyzer().analyze({ image, stats, style: 'minimal' });

    // Assess
    expect(bedrock.commandCalls(ConverseCommand)).toHaveLength(1);
    expect(text).toEqual(describeLocally({ stats, style: 'minimal' }));
  });

  it('does not send what Converse would refuse (not an image, or over 3.75 MB): local text, no call', async () => {
    // Act
    const texts = await Promise.all([
      analyzer().analyze({ image: Buffer.from('not an image'), stats, style: 'funny' }),
      analyzer().analyze({ image: Buffer.concat([image, Buffer.alloc(MAX_IMAGE_BYTES)]), stats, style: 'funny' }),
    ]);

    // Assess
    expect(bedrock.commandCalls(ConverseCommand)).toHaveLength(0);
    for (const text of texts) expect(text).toEqual(describeLocally({ stats, style: 'funny' }));
  });
});

describe('createAnalyzer', () => {
  it('builds the local analyzer, and the Bedrock one only with a client and a model id', () => {
    expect(createAnalyzer('local')).toBeInstanceOf(LocalAnalyzer);
    expect(
      createAnalyzer('bedrock', { bedrock: { client: new BedrockRuntimeClient({ region: 'us-east-1' }), modelId: MODEL_ID } }),
    ).toBeInstanceOf(BedrockAnalyzer);
    expect(() => createAnalyzer('bedrock')).toThrow(/client and a model id/);
  });
});
