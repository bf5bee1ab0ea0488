import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BedrockAnalyzer, MAX_IMAGE_BYTES } from '../../../functions/lib/ai/bedrock-analyzer';
import { createAnalyzer } from '../../../functions/lib/ai/create-analyzer';
import { LocalAnalyzer, describeLocally } from '../../../functions/lib/ai/local-analyzer';
import { deriveImages } from '../../../functions/analysis/image/derive-images';
import type { PixelStats } from '../../../functions/lib/ai/pixel-stats';
import { BEDROCK_HOST, refusal, reply, testBedrockAccess, useFakeBedrock } from '../support/fake-bedrock';
import { gradient } from './fixtures';

const MODEL_ID = 'anthropic.claude-3-haiku-20240307-v1:0';
const bedrock = useFakeBedrock();

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
  });

  let waits: number[] = [];
  const analyzer = () => {
    waits = [];
    return new BedrockAnalyzer({ client: testBedrockAccess(waits), modelId: MODEL_ID, fallback: new LocalAnalyzer() });
  };

  it('sends the image and the style prompt to the configured model and uses a valid answer', async () => {
    // Arrange
    bedrock.answer(reply(JSON.stringify(goodAnswer)));

    // Act
    const text = await analyzer().analyze({ image, stats, style: 'poetic' });

    // Assess
    expect(text).toEqual({
      title: 'Harbour Lights at Dusk',
      description: goodAnswer.description,
      tags: ['harbour', 'boats', 'dusk', 'water'],
      mood: 'serene',
    });
    expect(bedrock.requests).toHaveLength(1);
    const [request] = bedrock.requests;
    // Converse on the model, its id encoded as one path label (the colon too), signed for Bedrock.
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe(`${BEDROCK_HOST}/model/anthropic.claude-3-haiku-20240307-v1%3A0/converse`);
    expect(request!.headers.get('content-type')).toBe('application/json');
    expect(request!.headers.get('authorization')).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/us-east-1\/bedrock\/aws4_request, SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
    expect(request!.headers.get('x-amz-content-sha256')).toBe(createHash('sha256').update(request!.text).digest('hex'));
    const [imageBlock, textBlock] = request!.body.messages[0]!.content;
    expect(request!.body.messages[0]!.role).toBe('user');
    expect(imageBlock?.image?.format).toBe('webp');
    // The image travels as base64 in the JSON, as the SDK sent it.
    expect(Buffer.from(imageBlock!.image!.source.bytes, 'base64').equals(image)).toBe(true);
    expect(textBlock?.text).toContain('Style: poetic');
    expect(textBlock?.text).toContain(stats.dominantColors[0]);
    expect(request!.body.system?.[0]?.text).toContain('JSON');
    expect(request!.body.inferenceConfig).toEqual({ maxTokens: 600, temperature: 0.7 });
  });

  it('accepts the JSON inside code fences and prose', async () => {
    // Arrange
    bedrock.answer(reply(`Here you go:\n\`\`\`json\n${JSON.stringify(goodAnswer)}\n\`\`\``));

    // Act
    const text = await analyzer().analyze({ image, stats, style: 'witty' });

    // Assess
    expect(text.title).toBe(goodAnswer.title);
  });

  it('retries once, showing the model its invalid answer, and uses the corrected one', async () => {
    // Arrange
    bedrock.answer(reply('A lovely harbour at dusk!'), reply(JSON.stringify(goodAnswer)));

    // Act
    const text = await analyzer().analyze({ image, stats, style: 'witty' });

    // Assess
    expect(text.title).toBe(goodAnswer.title);
    expect(bedrock.requests).toHaveLength(2);
    const retry = bedrock.requests[1]!.body.messages;
    expect(retry).toHaveLength(3);
    expect(retry[1]).toEqual({ role: 'assistant', content: [{ text: 'A lovely harbour at dusk!' }] });
    expect(retry[2]?.content[0]?.text).toMatch(/not valid/);
  });

  it('falls back to the local analyzer after two invalid answers', async () => {
    // Arrange: JSON that parses but breaks the schema (too few tags, a sentence for a mood)
    bedrock.answer(reply(JSON.stringify({ ...goodAnswer, tags: ['one'], mood: 'very calm indeed' })));

    // Act
    const text = await analyzer().analyze({ image, stats, style: 'dramatic' });

    // Assess
    expect(bedrock.requests).toHaveLength(2);
    expect(text).toEqual(describeLocally({ stats, style: 'dramatic' }));
  });

  it('falls back to the local analyzer when Bedrock refuses the call, without a second call', async () => {
    // Arrange
    bedrock.answer(refusal(403, 'AccessDeniedException', 'denied'));

    // Act
    const text = await analyzer().analyze({ image, stats, style: 'minimal' });

    // Assess
    expect(bedrock.requests).toHaveLength(1);
    expect(text).toEqual(describeLocally({ stats, style: 'minimal' }));
  });

  it('tries a throttled call again after a wait, as the SDK client did, and uses the answer', async () => {
    // Arrange
    bedrock.answer(refusal(429, 'ThrottlingException', 'Too many requests'), reply(JSON.stringify(goodAnswer)));

    // Act
    const text = await analyzer().analyze({ image, stats, style: 'witty' });

    // Assess: the same request twice, each signed; the wait drawn under the throttling base of 1 s
    expect(text.title).toBe(goodAnswer.title);
    expect(bedrock.requests).toHaveLength(2);
    expect(bedrock.requests[1]!.body).toEqual(bedrock.requests[0]!.body);
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeLessThan(1000);
  });

  it('falls back to the local analyzer when Bedrock keeps failing, after three attempts', async () => {
    // Arrange
    bedrock.answer(refusal(503, 'ServiceUnavailableException'));

    // Act
    const text = await analyzer().analyze({ image, stats, style: 'minimal' });

    // Assess
    expect(bedrock.requests).toHaveLength(3);
    expect(waits).toHaveLength(2);
    expect(text).toEqual(describeLocally({ stats, style: 'minimal' }));
  });

  it("gives the pipeline's Bedrock analyzer (createAnalyzer) the local words as its fallback", async () => {
    // Arrange
    bedrock.answer(refusal(403, 'AccessDeniedException', 'denied'));
    const pipeline = createAnalyzer('bedrock', { bedrock: { client: testBedrockAccess(), modelId: MODEL_ID } });

    // Act
    const text = await pipeline.analyze({ image, stats, style: 'poetic' });

    // Assess
    expect(bedrock.requests).toHaveLength(1);
    expect(text).toEqual(describeLocally({ stats, style: 'poetic' }));
  });

  it('does not send what Converse would refuse (not an image, or over 3.75 MB): local text, no call', async () => {
    // Act
    const texts = await Promise.all([
      analyzer().analyze({ image: Buffer.from('not an image'), stats, style: 'funny' }),
      analyzer().analyze({ image: Buffer.concat([image, Buffer.alloc(MAX_IMAGE_BYTES)]), stats, style: 'funny' }),
    ]);

    // Assess
    expect(bedrock.requests).toHaveLength(0);
    for (const text of texts) expect(text).toEqual(describeLocally({ stats, style: 'funny' }));
  });
});

describe('createAnalyzer', () => {
  it('builds the local analyzer, and the Bedrock one only with a client and a model id', () => {
    expect(createAnalyzer('local')).toBeInstanceOf(LocalAnalyzer);
    expect(createAnalyzer('bedrock', { bedrock: { client: testBedrockAccess(), modelId: MODEL_ID } })).toBeInstanceOf(BedrockAnalyzer);
    expect(() => createAnalyzer('bedrock')).toThrow(/client and a model id/);
  });
});
