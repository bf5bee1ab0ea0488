/** The SQS client, for the analysis dead-letter redrive (analysis/dead-letters.ts). */
import { SQSClient } from '@aws-sdk/client-sqs';
import { config } from '../config';
import { containerClient } from './container-client';

export const sqsClient = containerClient(() => new SQSClient({ region: config().AWS_REGION }));
