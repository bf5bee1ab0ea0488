/**
 * The AiAnalyzer backed by Amazon Bedrock's Converse API: the image itself plus a prompt per style,
 * answered as JSON and validated. One retry tells the model what was wrong; after that, or when the
 * call itself fails, the fallback answers: the local analyzer in the pipeline, so a photo never ends up
 * without words (create-analyzer.ts); a refusal for a restyle, which the member asked for and should see
 * fail (functions/photo-edits). Every analysis reports whether that happened (analysis-metrics.ts), so a
 * silent fallback still raises an alarm.
 */
import { type BedrockRuntimeClient, ConverseCommand, type Message } from '@aws-sdk/client-bedrock-runtime';
import { BEDROCK_ANALYSIS_BUDGET_MS } from '../kernel/aws-clients/bedrock';
import { logger } from '../kernel/logger';
import { sniffImageType } from '../../shared/image-type';
import type { AiAnalyzer, AiText, AnalyzeInput } from './ai-analyzer';
import { type FallbackReason, recordAnalysis } from './analysis-metrics';
import { parseAnswer } from './answer-schema';
import { SYSTEM_PROMPT, userPrompt } from './bedrock-prompt';

const ATTEMPTS = 2;
/** Converse refuses images over 3.75 MB; a 2048 px WebP is far below, but a caller could pass an original. */
export const MAX_IMAGE_BYTES = 3_750_000;

export interface BedrockAnalyzerOptions {
  /** The container's client (aws-clients/bedrock.ts), with its timeout and attempts. */
  client: BedrockRuntimeClient;
  /** From configuration (BEDROCK_MODEL_ID); must be a model that accepts images. */
  modelId: string;
  /**
   * Answers when Bedrock gives no valid answer. Passed in rather than defaulted, so a bundle that never
   * falls back to local text (the restyle's) does not carry the local analyzer's phrase banks.
   */
  fallback: AiAnalyzer;
}

export class BedrockAnalyzer implements AiAnalyzer {
  private readonly client: BedrockRuntimeClient;
  private readonly modelId: string;
  private readonly fallback: AiAnalyzer;

  constructor(options: BedrockAnalyzerOptions) {
    this.client = options.client;
    this.modelId = options.modelId;
    this.fallback = options.fallback;
  }

  private useFallback(input: AnalyzeInput, reason: FallbackReason): Promise<AiText> {
    recordAnalysis({ fallback: true, reason }, this.modelId);
    return this.fallback.analyze(input);
  }

  async analyze(input: AnalyzeInput): Promise<AiText> {
    const format = sniffImageType(input.image);
    if (!format || input.image.length > MAX_IMAGE_BYTES) {
      logger.warn('bedrock analyzer: image not accepted by Converse, using local text', {
        format,
        bytes: input.image.length,
      });
      return this.useFallback(input, 'image-not-accepted');
    }
    const messages: Message[] = [
      {
        role: 'user',
        content: [{ image: { format, source: { bytes: input.image } } }, { text: userPrompt(input) }],
      },
    ];
    // One deadline for every call below, so the analysis ends inside the calling function's timeout.
    const deadline = AbortSignal.timeout(BEDROCK_ANALYSIS_BUDGET_MS);
    for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
      let reply: string;
      try {
        reply = await this.ask(messages, deadline);
      } catch (error) {
        // The client has already retried a throttle, a fault or a timeout; more waiting only delays the photo.
        logger.warn('bedrock analyzer: call failed, using local text', {
          modelId: this.modelId,
          error: error instanceof Error ? error.name : String(error),
        });
        return this.useFallback(input, 'call-failed');
      }
      const parsed = parseAnswer(reply);
      if (parsed.ok) {
        recordAnalysis({ fallback: false }, this.modelId);
        return parsed.value;
      }
      logger.warn('bedrock analyzer: invalid answer', { modelId: this.modelId, attempt, problem: parsed.problem });
      // Keep the conversation so the model sees its own answer and what to fix.
      messages.push(
        { role: 'assistant', content: [{ text: reply.trim() || '(empty answer)' }] },
        {
          role: 'user',
          content: [{ text: `That answer was not valid (${parsed.problem}). Reply again with only the JSON object.` }],
        },
      );
    }
    return this.useFallback(input, 'invalid-answer');
  }

  private async ask(messages: Message[], abortSignal: AbortSignal): Promise<string> {
    const response = await this.client.send(
      new ConverseCommand({
        modelId: this.modelId,
        system: [{ text: SYSTEM_PROMPT }],
        messages,
        inferenceConfig: { maxTokens: 600, temperature: 0.7 },
      }),
      { abortSignal },
    );
    const content = response.output?.message?.content ?? [];
    return content.map((block) => block.text ?? '').join('');
  }
}
