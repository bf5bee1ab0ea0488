/** The Bedrock runtime client, for the cloud's analyzer (lib/ai/configured-analyzer.ts). */
import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { config } from '../config';
import { containerClient } from './container-client';

export const bedrockClient = containerClient(() => new BedrockRuntimeClient({ region: config().AWS_REGION }));
