/**
 * Bedrock mocked at its client (aws-sdk-client-mock): each test says what Converse answers
 * (`bedrock.on(ConverseCommand).resolves(reply(...))`); until then every call fails as a fault would.
 */
import {
  BedrockRuntimeClient,
  ConverseCommand,
  type ConverseCommandOutput,
  InternalServerException,
} from '@aws-sdk/client-bedrock-runtime';
import { mockClient, type AwsClientStub } from 'aws-sdk-client-mock';
import { beforeEach } from 'vitest';

export type BedrockMock = AwsClientStub<BedrockRuntimeClient>;

export function useMockBedrock(): BedrockMock {
  const bedrock = mockClient(BedrockRuntimeClient);
  beforeEach(() => {
    bedrock.reset();
    bedrock.on(ConverseCommand).rejects(new InternalServerException({ message: 'no answer set by the test', $metadata: {} }));
  });
  return bedrock;
}

/** The model's reply as Converse answers it. */
export const reply = (text: string): ConverseCommandOutput => ({
  output: { message: { role: 'assistant', content: [{ text }] } },
  stopReason: 'end_turn',
  usage: { inputTokens: 1500, outputTokens: 80, totalTokens: 1580 },
  metrics: { latencyMs: 900 },
  $metadata: { httpStatusCode: 200 },
});

/** The Converse input of each call, in order. */
export const conversations = (bedrock: BedrockMock) => bedrock.commandCalls(ConverseCommand).map((call) => call.args[0].input);
