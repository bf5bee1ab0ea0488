/**
 * The Bedrock runtime client, for the analyzers (ai/bedrock-analyzer.ts). Its timing fits the tighter
 * of its two callers, the restyle API function (15 s; the pipeline has 2 min): an attempt that has heard
 * nothing for 6 s is given up, one more follows a throttle, a fault or a timeout, and all of one
 * analysis's calls together stop at 12 s (docs/decisions/bedrock-timeouts.md).
 */
import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { config } from '../config';
import { containerClient } from './container-client';

/** Converse writes our short JSON about one image in 2-4 s; 6 s of silence means a stuck attempt. */
export const BEDROCK_REQUEST_TIMEOUT_MS = 6_000;
export const BEDROCK_MAX_ATTEMPTS = 2;
/** Every call of one analysis, attempts and waits included: leaves the restyle 3 s for S3 and DynamoDB. */
export const BEDROCK_ANALYSIS_BUDGET_MS = 12_000;

export const bedrockClient = containerClient(
  () =>
    new BedrockRuntimeClient({
      region: config().AWS_REGION,
      maxAttempts: BEDROCK_MAX_ATTEMPTS,
      // One session per request, as the client's own default handler does.
      requestHandler: { requestTimeout: BEDROCK_REQUEST_TIMEOUT_MS, disableConcurrentStreams: true },
    }),
);
