/** The container's SDK clients (functions/kernel/aws-clients): built once, from configuration. */
import { useEnv } from '../support/env';
import type { Agent } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import {
  BEDROCK_ANALYSIS_BUDGET_MS,
  BEDROCK_MAX_ATTEMPTS,
  BEDROCK_REQUEST_TIMEOUT_MS,
  bedrockClient,
} from '../../../functions/kernel/aws-clients/bedrock';
import { resetAwsClients } from '../../../functions/kernel/aws-clients/container-client';
import { dynamoClient } from '../../../functions/kernel/aws-clients/dynamo';
import { s3Client } from '../../../functions/kernel/aws-clients/s3';
import { secretsManagerClient } from '../../../functions/kernel/aws-clients/secrets-manager';
import { sesClient } from '../../../functions/kernel/aws-clients/ses';
import { logger } from '../../../functions/kernel/logger';
import { EMULATOR_MAX_SOCKETS, localEnvironment } from '../../../infra/local/local-env';

const S3_EMULATOR = 'http://127.0.0.1:4569';
const SES_EMULATOR = 'http://127.0.0.1:8005';

/** Where a client sends its requests; `undefined` for the service's own regional host. */
async function endpointOf(client: { config: { endpoint?: () => Promise<{ hostname: string; port?: number; protocol: string }> } }) {
  const endpoint = await client.config.endpoint?.();
  return endpoint && `${endpoint.protocol}//${endpoint.hostname}:${endpoint.port}`;
}

describe('the AWS clients', () => {
  it('are built once per container and built anew from changed configuration', () => {
    const first = s3Client();
    expect(s3Client()).toBe(first);
    resetAwsClients();
    expect(s3Client()).not.toBe(first);
  });

  it('reach the emulators in local mode, S3 with the bucket in the path', async () => {
    // Prepare
    useEnv({ S3_ENDPOINT: S3_EMULATOR, SES_ENDPOINT: SES_EMULATOR, AWS_REGION: 'eu-west-1' });

    // Assess
    expect(await endpointOf(s3Client())).toBe(S3_EMULATOR);
    expect(s3Client().config.forcePathStyle).toBe(true);
    expect(await endpointOf(sesClient())).toBe(SES_EMULATOR);
    for (const client of [s3Client(), sesClient(), bedrockClient(), secretsManagerClient()]) {
      expect(await client.config.region()).toBe('eu-west-1');
    }
  });

  it("reach each service's own host in the cloud, S3 with the bucket in the host", async () => {
    expect(await endpointOf(s3Client())).toBeUndefined();
    expect(s3Client().config.forcePathStyle).toBe(false);
    expect(await endpointOf(sesClient())).toBeUndefined();
  });

  it('give Bedrock attempts and a timeout per attempt that fit in the budget of one analysis', async () => {
    const client = bedrockClient();
    expect(await client.config.maxAttempts()).toBe(BEDROCK_MAX_ATTEMPTS);
    // The handler's options are read when it sends its first request; nothing else exposes them.
    const handler = client.config.requestHandler as unknown as { configProvider: Promise<{ requestTimeout?: number }> };
    expect(await handler.configProvider).toMatchObject({ requestTimeout: BEDROCK_REQUEST_TIMEOUT_MS });
    expect(BEDROCK_MAX_ATTEMPTS * BEDROCK_REQUEST_TIMEOUT_MS).toBeLessThanOrEqual(BEDROCK_ANALYSIS_BUDGET_MS);
  });

  describe("DynamoDB's connection pool", () => {
    /** The handler's resolved options (read when it sends its first request; nothing else exposes them). */
    async function poolOf() {
      const handler = dynamoClient().config.requestHandler as unknown as {
        configProvider: Promise<{ httpAgentProvider: () => Promise<Agent>; logger?: { warn(message: string): void } }>;
      };
      const resolved = await handler.configProvider;
      return { agent: await resolved.httpAgentProvider(), logger: resolved.logger };
    }

    it('is fixed in local mode, where queueing at its size is expected and not warned about, unlike any other warning', async () => {
      // Prepare
      const { DYNAMODB_MAX_SOCKETS } = localEnvironment({
        siteUrl: 'http://localhost:3000',
        dynamodb: 'http://127.0.0.1:8000',
        s3: S3_EMULATOR,
        ses: SES_EMULATOR,
        mediaKeys: { keyPairId: 'K', privateKeyPem: '' },
      });
      useEnv({ DYNAMODB_ENDPOINT: 'http://127.0.0.1:8000', DYNAMODB_MAX_SOCKETS });
      const warned = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
      const debugged = vi.spyOn(logger, 'debug').mockImplementation(() => undefined);
      const otherWarnings = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
      const timeout = '@smithy/node-http-handler - [WARN] a request has exceeded the configured 1000 ms requestTimeout.';

      // Act
      const { agent, logger: poolLogger } = await poolOf();
      poolLogger?.warn('@smithy/node-http-handler:WARN - socket usage at capacity=16');
      poolLogger?.warn(timeout);

      // Assess
      expect(agent.maxSockets).toBe(EMULATOR_MAX_SOCKETS);
      expect(debugged).toHaveBeenCalledWith(expect.stringContaining('socket usage at capacity'));
      expect(debugged).not.toHaveBeenCalledWith(timeout);
      expect(otherWarnings).toHaveBeenCalledWith(timeout);
      expect(otherWarnings).not.toHaveBeenCalledWith(expect.stringContaining('socket usage at capacity'));
      expect(warned).not.toHaveBeenCalled();
    });

    it("is the SDK's own in the cloud", async () => {
      const { agent, logger: poolLogger } = await poolOf();
      expect(agent.maxSockets).toBe(50);
      expect(poolLogger).toBeUndefined();
    });
  });
});
