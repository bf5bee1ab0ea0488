/**
 * Structured JSON logs, one line each, so CloudWatch Logs Insights can query them: the Powertools Logger.
 * Warnings and errors go to stderr, the rest to stdout. The level comes from LOG_LEVEL (lower case, as
 * config.ts validates it); tests change it with `logger.setLogLevel`.
 *
 * The Logger is built at the first line logged, not at import: building it is some 3.5 ms of a cold
 * start (npm run bench:lambda) that a request which logs nothing need not pay.
 */
import { Logger } from '@aws-lambda-powertools/logger';
import type { LogItemExtraInput, LogItemMessage, LogLevel } from '@aws-lambda-powertools/logger/types';

/** What every line names as its service: the product (the Lambda's own name is on its log group). */
export const LOG_SERVICE = 'snifty-photos';

let built: Logger | undefined;
const powertools = (): Logger =>
  (built ??= new Logger({ serviceName: LOG_SERVICE, logLevel: (process.env.LOG_LEVEL ?? 'info') as LogLevel }));

/** The Logger's methods this code uses, each building the Logger on its first call. */
export const logger = {
  debug: (input: LogItemMessage, ...extra: LogItemExtraInput) => powertools().debug(input, ...extra),
  info: (input: LogItemMessage, ...extra: LogItemExtraInput) => powertools().info(input, ...extra),
  warn: (input: LogItemMessage, ...extra: LogItemExtraInput) => powertools().warn(input, ...extra),
  error: (input: LogItemMessage, ...extra: LogItemExtraInput) => powertools().error(input, ...extra),
  setLogLevel: (level: LogLevel) => powertools().setLogLevel(level),
};
