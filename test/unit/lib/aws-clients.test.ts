/** The container's SDK clients (functions/lib/aws-clients): built once, from configuration. */
import { useEnv } from '../support/env';
import { describe, expect, it } from 'vitest';
import {
  BEDROCK_ANALYSIS_BUDGET_MS,
  BEDROCK_MAX_ATTEMPTS,
  BEDROCK_REQUEST_TIMEOUT_MS,
  bedrockClient,
} from '../../../functions/lib/aws-clients/bedrock';
import { resetAwsClients } from '../../../functions/lib/aws-clients/container-client';
import { s3Client } from '../../../functions/lib/aws-clients/s3';
import { secretsManagerClient } from '../../../functions/lib/aws-clients/secrets-manager';
import { sesClient } from '../../../functions/lib/aws-clients/ses';

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
});
