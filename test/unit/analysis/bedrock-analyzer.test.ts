import 'aws-sdk-client-mock-vitest/extend';
import { AccessDeniedException, BedrockRuntimeClient, ConverseCommand } from '@aws-sdk/client-bedrock-runtime';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BEDROCK_ANALYSIS_BUDGET_MS } from '../../../functions/kernel/aws-clients/bedrock';
import { BedrockAnalyzer, MAX_IMAGE_BYTES } from '../../../functions/ai/bedrock-analyzer';
import { createAnalyzer } from '../../../functions/ai/create-analyzer';
import { LocalAnalyzer, describeLocally } from '../../../functions/ai/local-analyzer';
import { DETECTIONS_VERSION, type Detections } from '../../../functions/ai/vision/detections';
import { describeSeen } from '../../../functions/ai/vision/seen-text';
import { VisionAnalyzer } from '../../../functions/ai/vision/vision-analyzer';

const dogs: Detections['objects'] = [
  { label: 'dog', score: 0.81, box: [0.05, 0.2, 0.4, 0.6] },
  { label: 'dog', score: 0.74, box: [0.5, 0.25, 0.4, 0.6] },
];
const twoDogs: Detections = { version: DETECTIONS_VERSION, objects: dogs, zoomedOut: dogs, faces: [], scene: [], imagenet: null };
import { deriveImages } from '../../../functions/analysis/image/derive-images';
import type { PixelStats } from '../../../functions/ai/pixel-stats';
import { conversations, reply, useMockBedrock } from '../support/mock-bedrock';
import { gradient } from './fixtures';

const MODEL_ID = 'anthropic.claude-3-haiku-20240307-v1:0';
const bedrock = useMockBedrock();
const client = new BedrockRuntimeClient({ region: 'us-east-1' });
afterEach(() => vi.restoreAllMocks());

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

  const analyzer = () => new BedrockAnalyzer({ client, modelId: MODEL_ID, fallback: new LocalAnalyzer() });

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
    expect(bedrock).toHaveReceivedCommandOnce(ConverseCommand);
    expect(bedrock).toHaveReceivedCommandWith(ConverseCommand, {
      modelId: MODEL_ID,
      inferenceConfig: { maxTokens: 600, temperature: 0.7 },
    });
    const [request] = conversations(bedrock);
    const [imageBlock, textBlock] = request!.messages![0]!.content!;
    expect(request!.messages![0]!.role).toBe('user');
    // The image's own bytes, in the format sniffed from them; the client encodes them for the wire.
    expect(imageBlock?.image?.format).toBe('webp');
    expect(Buffer.from(imageBlock!.image!.source!.bytes!).equals(image)).toBe(true);
    expect(textBlock?.text).toContain('Style: poetic');
    expect(textBlock?.text).toContain(stats.dominantColors[0]);
    expect(request!.system?.[0]?.text).toContain('JSON');
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
      .resolves(reply(JSON.stringify(goodAnswer)));

    // Act
    const text = await analyzer().analyze({ image, stats, style: 'witty' });

    // Assess
    expect(text.title).toBe(goodAnswer.title);
    expect(bedrock).toHaveReceivedCommandTimes(ConverseCommand, 2);
    const retry = conversations(bedrock)[1]!.messages!;
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
    expect(bedrock).toHaveReceivedCommandTimes(ConverseCommand, 2);
    expect(text).toEqual(describeLocally({ stats, style: 'dramatic' }));
  });

  it('falls back to the local analyzer when Bedrock refuses the call, without a second call', async () => {
    // Arrange
    bedrock.on(ConverseCommand).rejects(new AccessDeniedException({ message: 'denied', $metadata: {} }));

    // Act
    const text = await analyzer().analyze({ image, stats, style: 'minimal' });

    // Assess
    expect(bedrock).toHaveReceivedCommandOnce(ConverseCommand);
    expect(text).toEqual(describeLocally({ stats, style: 'minimal' }));
  });

  it('gives every call of one analysis the same deadline, and answers with local text when it passes', async () => {
    // Arrange: the deadline is ours to end; the first answer is invalid, the second never comes
    const deadline = new AbortController();
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockReturnValue(deadline.signal);
    bedrock
      .on(ConverseCommand)
      .resolvesOnce(reply('A lovely harbour at dusk!'))
      .callsFake(
        () => new Promise((_resolve, reject) => deadline.signal.addEventListener('abort', () => reject(deadline.signal.reason))),
      );

    // Act
    const analysis = analyzer().analyze({ image, stats, style: 'minimal' });
    await vi.waitFor(() => expect(bedrock).toHaveReceivedCommandTimes(ConverseCommand, 2));
    deadline.abort(new DOMException('The operation timed out.', 'TimeoutError'));

    // Assess: one budget for the whole analysis, handed to each call
    expect(await analysis).toEqual(describeLocally({ stats, style: 'minimal' }));
    expect(timeout).toHaveBeenCalledTimes(1);
    expect(timeout).toHaveBeenCalledWith(BEDROCK_ANALYSIS_BUDGET_MS);
    // The stub's type names the command only; the client's send also takes the options.
    expect(bedrock.send.getCalls().map((call) => (call.args as unknown[])[1])).toEqual([
      { abortSignal: deadline.signal },
      { abortSignal: deadline.signal },
    ]);
  });

  it("gives the pipeline's Bedrock analyzer (createAnalyzer) the vision analyzer as its fallback, so an outage still names things", async () => {
    // Arrange
    bedrock.on(ConverseCommand).rejects(new AccessDeniedException({ message: 'denied', $metadata: {} }));
    const pipeline = createAnalyzer('bedrock', { bedrock: { client, modelId: MODEL_ID } });

    // Act: stored detections spare the models here; the vision tests run them (test/unit/vision).
    const text = await pipeline.analyze({ image, stats, style: 'poetic', detections: twoDogs });

    // Assess
    expect(bedrock).toHaveReceivedCommandOnce(ConverseCommand);
    expect(text).toEqual(describeSeen({ detections: twoDogs, stats, style: 'poetic' }));
    expect(text.title.toLowerCase()).toContain('two dogs');
  });

  it('does not send what Converse would refuse (not an image, or over 3.75 MB): local text, no call', async () => {
    // Act
    const texts = await Promise.all([
      analyzer().analyze({ image: Buffer.from('not an image'), stats, style: 'funny' }),
      analyzer().analyze({ image: Buffer.concat([image, Buffer.alloc(MAX_IMAGE_BYTES)]), stats, style: 'funny' }),
    ]);

    // Assess
    expect(bedrock).not.toHaveReceivedAnyCommand();
    for (const text of texts) expect(text).toEqual(describeLocally({ stats, style: 'funny' }));
  });
});

describe('createAnalyzer', () => {
  it('builds the local analyzer, and the Bedrock one only with a client and a model id', () => {
    expect(createAnalyzer('local')).toBeInstanceOf(VisionAnalyzer);
    expect(createAnalyzer('bedrock', { bedrock: { client, modelId: MODEL_ID } })).toBeInstanceOf(BedrockAnalyzer);
    expect(() => createAnalyzer('bedrock')).toThrow(/client and a model id/);
  });
});
