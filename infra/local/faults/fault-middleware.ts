/**
 * The failure-injection middleware, added to every SDK client local mode builds (through the one hook in
 * functions/kernel/aws-clients/container-client.ts), so the cloud's bundles carry none of it. It sits at the
 * bottom of the deserialize step, under the SDK's retry middleware: each attempt is rolled separately,
 * and what fails is parsed and retried by the SDK exactly as a real answer would be.
 */
import type {
  DeserializeHandler,
  DeserializeHandlerArguments,
  DeserializeHandlerOutput,
  HandlerExecutionContext,
} from '@smithy/types';
import { onClientBuilt, type SdkClient } from '../../../functions/kernel/aws-clients/container-client';
import { faultFor } from './fault-answers';
import { faultSwitch } from './fault-switch';

const NAME = 'sniftyLocalFaults';
/** How long an injected timeout keeps the caller waiting: short, so a run measures the policy, not sleep. */
const TIMEOUT_WAIT_MS = 30;

const SERVICES: Record<string, string> = {
  DynamoDBClient: 'DynamoDB',
  S3Client: 'S3',
  SESv2Client: 'SES',
  BedrockRuntimeClient: 'Bedrock',
};

function timeoutError(): Error {
  return Object.assign(new Error('Injected: the connection timed out'), { name: 'TimeoutError', $metadata: {} });
}

/** An unread answer is dropped, so its connection is freed rather than held. */
function discard(response: unknown): void {
  const body = (response as { body?: { destroy?: () => void; resume?: () => void } } | undefined)?.body;
  body?.resume?.();
}

const injectFaults =
  (next: DeserializeHandler<object, object>, context: HandlerExecutionContext): DeserializeHandler<object, object> =>
  async (args: DeserializeHandlerArguments<object>): Promise<DeserializeHandlerOutput<object>> => {
    if (!faultSwitch.roll()) return next(args);
    const client = context.clientName ?? '';
    const fault = faultFor(client, context.commandName ?? '', (args.request as { body?: unknown }).body, faultSwitch.kinds);
    if (!fault) return next(args);
    faultSwitch.count(`${SERVICES[client] ?? client} ${fault.kind}`);
    if ('answer' in fault) return { response: fault.answer };
    if (fault.timeout === 'after applying') discard((await next(args)).response);
    else await new Promise((done) => setTimeout(done, TIMEOUT_WAIT_MS));
    throw timeoutError();
  };

function addFaultMiddleware(client: SdkClient): void {
  // The DynamoDB document client shares its base client's stack: add once.
  client.middlewareStack.remove(NAME);
  client.middlewareStack.add(injectFaults, { step: 'deserialize', priority: 'low', name: NAME });
}

let installed = false;

/** Local mode calls this once at start: every client built afterwards rolls for faults (none while the rate is 0). */
export function installFaultInjection(): void {
  if (installed) return;
  installed = true;
  onClientBuilt(addFaultMiddleware);
}
