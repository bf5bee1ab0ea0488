/**
 * The real Bedrock runtime client (functions/kernel/aws-clients/bedrock.ts) against a Converse stand-in on
 * this machine (HTTP/2 without TLS, as the client speaks it), since local mode never calls Bedrock: the
 * request it signs and sends, its retry, and its timeout inside the restyle's budget.
 */
import { once } from 'node:events';
import { createServer, type Http2Server, type IncomingHttpHeaders } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PHOTO_MESSAGES } from '../../shared/messages/photo';
import type { PixelStats } from '../../functions/ai/pixel-stats';
import { BEDROCK_ANALYSIS_BUDGET_MS, bedrockClient } from '../../functions/kernel/aws-clients/bedrock';
import { resetAwsClients } from '../../functions/kernel/aws-clients/container-client';
import { resetConfig } from '../../functions/kernel/config';
import { bedrockRestyleAnalyzer } from '../../functions/photo-edits/restyle-analyzer';
import { applyEnvironment, localEnvironment } from '../../infra/local/local-env';

const MODEL_ID = 'us.anthropic.claude-haiku-4-5-20251001-v1:0';
/** A PNG signature is all the analyzer checks before it sends the image. */
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const stats = { dominantColors: ['#112233'] } as unknown as PixelStats;
const answer = { title: 'Quiet Harbour', description: 'Boats rest on still water.', tags: ['boats', 'water', 'dusk'], mood: 'calm' };

interface Received {
  headers: IncomingHttpHeaders;
  body: any;
}
type Reply = { status: number; body: unknown; errorType?: string } | 'never';

let server: Http2Server;
let received: Received[] = [];
let replies: Reply[] = [];
const environmentBefore = { ...process.env };

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      const reply = replies.length > 1 ? replies.shift()! : replies[0]!;
      if (reply === 'never') return;
      response.writeHead(reply.status, {
        'content-type': 'application/json',
        ...(reply.errorType ? { 'x-amzn-errortype': reply.errorType } : {}),
      });
      response.end(JSON.stringify(reply.body));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  applyEnvironment({
    ...localEnvironment({
      siteUrl: 'http://localhost:3000',
      dynamodb: 'http://127.0.0.1:1',
      s3: 'http://127.0.0.1:1',
      ses: 'http://127.0.0.1:1',
      mediaKeys: { keyPairId: 'K2LOCAL', privateKeyPem: '' },
    }),
    AI_ANALYZER: 'bedrock',
    BEDROCK_MODEL_ID: MODEL_ID,
    // The SDK's own setting for one service's endpoint: the cloud code leaves Bedrock's unset.
    AWS_ENDPOINT_URL_BEDROCK_RUNTIME: endpoint,
  });
  resetConfig();
  resetAwsClients();
});
afterAll(() => {
  // The client's open HTTP/2 sessions would keep the server from closing.
  bedrockClient().destroy();
  server.close();
  for (const name of Object.keys(process.env)) if (!(name in environmentBefore)) delete process.env[name];
  Object.assign(process.env, environmentBefore);
  resetConfig();
  resetAwsClients();
});
beforeEach(() => {
  received = [];
});

const modelReply = (text: string): Reply => ({
  status: 200,
  body: { output: { message: { role: 'assistant', content: [{ text }] } }, stopReason: 'end_turn', usage: {}, metrics: {} },
});

describe('the Bedrock runtime client', () => {
  it('sends a signed Converse for the model with the image as base64, and the analyzer uses the answer', async () => {
    // Prepare
    replies = [modelReply(JSON.stringify(answer))];

    // Act
    const text = await bedrockRestyleAnalyzer().analyze({ image: PNG, stats, style: 'poetic' });

    // Assess
    expect(text).toEqual(answer);
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.headers[':method']).toBe('POST');
    expect(request!.headers[':path']).toBe(`/model/${encodeURIComponent(MODEL_ID)}/converse`);
    expect(request!.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=SNIFTYLOCAL\/\d{8}\/us-east-1\/bedrock\/aws4_request, /,
    );
    const [image, prompt] = request!.body.messages[0].content;
    expect(Buffer.from(image.image.source.bytes, 'base64').equals(PNG)).toBe(true);
    expect(image.image.format).toBe('png');
    expect(prompt.text).toContain('Style: poetic');
  });

  it('tries once more after a fault, then the restyle answers 503', async () => {
    // Prepare
    replies = [{ status: 503, body: { message: 'busy' }, errorType: 'ServiceUnavailableException' }];

    // Act
    const restyle = bedrockRestyleAnalyzer().analyze({ image: PNG, stats, style: 'witty' });

    // Assess
    await expect(restyle).rejects.toMatchObject({ statusCode: 503, message: PHOTO_MESSAGES.restyleFailed });
    expect(received).toHaveLength(2);
  });

  it('gives up on a model that never answers within the budget of one analysis', { timeout: 30_000 }, async () => {
    // Prepare
    replies = ['never'];
    const started = performance.now();

    // Act
    const restyle = bedrockRestyleAnalyzer().analyze({ image: PNG, stats, style: 'witty' });

    // Assess: each attempt timed out, and the whole ended near the budget, inside the restyle's 15 s
    await expect(restyle).rejects.toMatchObject({ statusCode: 503 });
    const elapsed = performance.now() - started;
    expect(received).toHaveLength(2);
    expect(elapsed).toBeGreaterThan(BEDROCK_ANALYSIS_BUDGET_MS - 1_000);
    expect(elapsed).toBeLessThan(BEDROCK_ANALYSIS_BUDGET_MS + 1_000);
  });
});
