/**
 * Structured JSON logs, one line each, so CloudWatch Logs Insights can query them: the Powertools Logger.
 * Warnings and errors go to stderr, the rest to stdout. The level comes from LOG_LEVEL (lower case, as
 * config.ts validates it), read when the Lambda's code loads; tests change it with `logger.setLogLevel`.
 */
import { Logger } from '@aws-lambda-powertools/logger';
import type { LogLevel } from '@aws-lambda-powertools/logger/types';

/** What every line names as its service: the product (the Lambda's own name is on its log group). */
export const LOG_SERVICE = 'snifty-photos';

export const logger = new Logger({
  serviceName: LOG_SERVICE,
  logLevel: (process.env.LOG_LEVEL ?? 'info') as LogLevel,
});
