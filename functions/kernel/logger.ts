/**
 * Structured JSON logs, one line each, so CloudWatch Logs Insights can query them: the Powertools Logger.
 * Warnings and errors go to stderr, the rest to stdout. The level comes from LOG_LEVEL (lower case, as
 * config.ts validates it); tests change it with `logger.setLogLevel`.
 *
 * The Logger is built at the first line logged, not at import: building it is some 3.5 ms of a cold
 * start (npm run bench:lambda) that a request which logs nothing need not pay.
 *
 * Every entry point hands its invocation's Lambda context over (`useLambdaContext`), so each line names
 * the request id, the function and whether this was a cold start, as Powertools' `addContext` writes them;
 * and a correlation id (`setCorrelationId`), which one request keeps from API Gateway to the analysis.
 * Both wait here until the Logger is built.
 */
import { Logger } from '@aws-lambda-powertools/logger';
import type { LogItemExtraInput, LogItemMessage, LogLevel } from '@aws-lambda-powertools/logger/types';
import type { Context } from 'aws-lambda';

/** What every line names as its service: the product (the Lambda's own name is on its log group). */
export const LOG_SERVICE = 'snifty-photos';

/** The invocation's context and whether it is this container's first; its correlation id, if one is known. */
let invocation: { context: Context; coldStart: boolean } | undefined;
let correlationId: string | undefined;
let firstInvocation = true;

/** Powertools' Logger that can spend its cold-start flag, for a Logger built after the first invocation. */
class ContainerLogger extends Logger {
  spendColdStart(): void {
    this.getColdStart();
  }
}

let built: ContainerLogger | undefined;

/** Writes the invocation's context and correlation id into the Logger, dropping the last invocation's keys. */
function applyInvocation(target: ContainerLogger): void {
  target.resetKeys();
  if (invocation) {
    // Powertools counts a cold start at its own first addContext; a Logger built later in the container's life
    // would call that one cold too, so its flag is spent first.
    if (!invocation.coldStart) target.spendColdStart();
    target.addContext(invocation.context);
  }
  if (correlationId !== undefined) target.setCorrelationId(correlationId);
}

const powertools = (): Logger => {
  if (!built) {
    built = new ContainerLogger({ serviceName: LOG_SERVICE, logLevel: (process.env.LOG_LEVEL ?? 'info') as LogLevel });
    applyInvocation(built);
  }
  return built;
};

/** The Logger's methods this code uses, each building the Logger on its first call. */
export const logger = {
  debug: (input: LogItemMessage, ...extra: LogItemExtraInput) => powertools().debug(input, ...extra),
  info: (input: LogItemMessage, ...extra: LogItemExtraInput) => powertools().info(input, ...extra),
  warn: (input: LogItemMessage, ...extra: LogItemExtraInput) => powertools().warn(input, ...extra),
  error: (input: LogItemMessage, ...extra: LogItemExtraInput) => powertools().error(input, ...extra),
  setLogLevel: (level: LogLevel) => powertools().setLogLevel(level),

  /**
   * At the start of every invocation: its Lambda context; forgets the last invocation's correlation id. Entry
   * points nest (a job handler around a group handler), so the same invocation handed over again changes nothing.
   */
  useLambdaContext(context: Context | undefined): void {
    if (!context || invocation?.context.awsRequestId === context.awsRequestId) return;
    invocation = { context, coldStart: firstInvocation };
    firstInvocation = false;
    correlationId = undefined;
    if (built) applyInvocation(built);
  },

  /** The id that follows one request across functions (the API's request id); undefined forgets it. */
  setCorrelationId(id: string | undefined): void {
    correlationId = id;
    if (built) applyInvocation(built);
  },
};
