/**
 * One SDK client per service module (aws-clients/dynamo.ts, s3.ts, ses.ts, bedrock.ts, ...), built from
 * configuration the first time a function uses it, then kept for the container's life. Each service has
 * its own module so a Lambda bundle holds only the clients its code imports. Local mode points the
 * endpoints at the emulators; the cloud leaves them unset. No other folder constructs a client.
 */
import type { AbsoluteLocation, DeserializeHandlerOptions, DeserializeMiddleware } from '@smithy/types';

/** What every SDK client (and the DynamoDB document client, which shares its client's stack) offers a hook. */
export interface SdkClient {
  middlewareStack: {
    add(
      middleware: DeserializeMiddleware<object, object>,
      options: DeserializeHandlerOptions & AbsoluteLocation & { name: string },
    ): void;
    remove(name: string): boolean;
  };
}

/** The reset of every client module loaded so far: a module registers its own, so this file imports none. */
const resets = new Set<() => void>();
/**
 * Called with each client as it is built. Only local mode registers one (its failure injection,
 * infra/local/faults): the cloud's bundles never import a hook, so their clients are the SDK's own.
 */
const buildHooks = new Set<(client: SdkClient) => void>();

/** The client `build` makes, built on first call and kept until `resetAwsClients`. */
export function containerClient<Client extends SdkClient>(build: () => Client): () => Client {
  let built: Client | undefined;
  resets.add(() => {
    built = undefined;
  });
  return () => {
    if (built) return built;
    built = build();
    for (const hook of buildHooks) hook(built);
    return built;
  };
}

/** The local runtime and tests call this after changing the environment. */
export function resetAwsClients(): void {
  for (const reset of resets) reset();
}

/** Runs `hook` on every client built from now on (the clients built so far are rebuilt); undoes it when called back. */
export function onClientBuilt(hook: (client: SdkClient) => void): () => void {
  buildHooks.add(hook);
  resetAwsClients();
  return () => {
    buildHooks.delete(hook);
    resetAwsClients();
  };
}
