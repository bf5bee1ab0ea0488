/**
 * Bedrock's Converse API faked where the analyzer reaches it: `fetch` to the runtime's host in the test
 * region. Answers are queued (the last one repeats); the requests are kept with their JSON bodies.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { awsAccess, type AwsAccess } from '../../../functions/lib/aws-clients/sigv4';

export const BEDROCK_HOST = 'https://bedrock-runtime.us-east-1.amazonaws.com';

/** Access to Bedrock with fixed keys, whose retries record their waits instead of sleeping. */
export function testBedrockAccess(waits: number[] = []): AwsAccess {
  return {
    ...awsAccess({
      service: 'bedrock',
      region: 'us-east-1',
      endpoint: undefined,
      credentials: async () => ({ accessKeyId: 'AKIDTEST', secretAccessKey: 'secret' }),
    }),
    retry: { attempts: 3, sleep: async (ms) => void waits.push(ms) },
  };
}

export interface ConverseBody {
  messages: { role: string; content: { text?: string; image?: { format: string; source: { bytes: string } } }[] }[];
  system?: { text: string }[];
  inferenceConfig?: { maxTokens?: number; temperature?: number };
}

export interface BedrockRequest {
  method: string;
  url: string;
  headers: Headers;
  /** The body as sent, and as parsed. */
  text: string;
  body: ConverseBody;
}

export interface FakeBedrock {
  requests: BedrockRequest[];
  /** The answers to the next calls, in order; the last one answers every call after. */
  answer(...answers: (() => Response)[]): void;
}

/** The model's reply as Converse answers it. */
export const reply = (text: string) => () =>
  Response.json({
    output: { message: { role: 'assistant', content: [{ text }] } },
    stopReason: 'end_turn',
    usage: { inputTokens: 1500, outputTokens: 80, totalTokens: 1580 },
    metrics: { latencyMs: 900 },
  });

/** A refusal as Bedrock sends it: the type in `x-amzn-errortype`, the message in the JSON body. */
export const refusal =
  (status: number, type: string, message = type) =>
  () =>
    Response.json(
      { message },
      { status, headers: { 'x-amzn-errortype': `${type}:http://internal.amazon.com/coral/com.amazon.bedrock/` } },
    );

export function useFakeBedrock(): FakeBedrock {
  let queue: (() => Response)[] = [];
  const bedrock: FakeBedrock = {
    requests: [],
    answer(...answers) {
      queue = answers;
    },
  };
  beforeEach(() => {
    bedrock.requests.length = 0;
    queue = [refusal(500, 'InternalServerException', 'no answer set by the test')];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string | URL, init: RequestInit = {}) => {
        const url = String(input);
        if (!url.startsWith(`${BEDROCK_HOST}/`)) throw new Error(`unexpected request to ${url}`);
        const text = String(init.body);
        bedrock.requests.push({
          method: init.method ?? 'GET',
          url,
          headers: new Headers(init.headers),
          text,
          body: JSON.parse(text) as ConverseBody,
        });
        return (queue.length > 1 ? queue.shift()! : queue[0]!)();
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());
  return bedrock;
}
