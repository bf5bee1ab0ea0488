/**
 * Bedrock's Converse API for the cloud's analyzer (lib/ai/bedrock-analyzer.ts) without the Bedrock
 * runtime client: one signed JSON POST per call, where the client and its HTTP/2 handler were 43 KB of
 * the photos bundle. The request and answer keep the API's shapes (the part the analyzer uses); image
 * bytes travel as base64, as the client sent them.
 */
import { defaultProvider } from '@aws-sdk/credential-provider-node';
import type { ImageType } from '../../../shared/image-type';
import { config } from '../config';
import { AwsError } from './aws-error';
import { containerClient } from './container-client';
import { sendWithRetries } from './retries';
import { awsAccess, encodeRfc3986, serviceUrl, type AwsAccess } from './sigv4';

export const bedrockClient = containerClient(() =>
  awsAccess({ service: 'bedrock', region: config().AWS_REGION, endpoint: undefined, credentials: defaultProvider() }),
);

export type ContentBlock = { text: string } | { image: { format: ImageType; source: { bytes: Uint8Array } } };

export interface Message {
  role: 'user' | 'assistant';
  content: ContentBlock[];
}

export interface ConverseRequest {
  /** A model id, an inference profile id, or either's ARN. */
  modelId: string;
  messages: Message[];
  system?: { text: string }[];
  inferenceConfig?: { maxTokens?: number; temperature?: number };
}

export interface ConverseAnswer {
  output?: { message?: { role: string; content?: { text?: string }[] } };
  stopReason?: string;
}

const toWire = (block: ContentBlock) =>
  'image' in block
    ? { image: { format: block.image.format, source: { bytes: Buffer.from(block.image.source.bytes).toString('base64') } } }
    : block;

/**
 * POST /model/{modelId}/converse. A refusal is thrown as an AwsError named after Bedrock's error type
 * (`AccessDeniedException`, `ValidationException`); throttling and faults are tried again first.
 */
export async function converse(bedrock: AwsAccess, { modelId, messages, ...rest }: ConverseRequest): Promise<ConverseAnswer> {
  const host = serviceUrl(bedrock, `bedrock-runtime.${bedrock.region}.amazonaws.com`);
  const response = await sendWithRetries(
    bedrock,
    {
      method: 'POST',
      url: new URL(`${host}/model/${encodeRfc3986(modelId)}/converse`),
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ messages: messages.map((m) => ({ ...m, content: m.content.map(toWire) })), ...rest }),
    },
    bedrockErrorOf,
  );
  return (await response.json()) as ConverseAnswer;
}

/** The type is in `x-amzn-errortype` (`ThrottlingException:http://internal...`) or the body's `__type`. */
async function bedrockErrorOf(response: Response): Promise<AwsError> {
  const body = (await response.json().catch(() => ({}))) as { message?: string; Message?: string; __type?: string };
  const type = response.headers.get('x-amzn-errortype')?.split(':')[0] || body.__type?.split('#').pop();
  return new AwsError(type || `Http${response.status}`, response.status, body.message ?? body.Message ?? response.statusText);
}
