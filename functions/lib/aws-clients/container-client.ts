/**
 * One SDK client per service module (aws-clients/dynamo.ts, s3.ts, ses.ts, bedrock.ts, ...), built from
 * configuration the first time a function uses it, then kept for the container's life. Each service has
 * its own module so a Lambda bundle holds only the clients its code imports. Local mode points the
 * endpoints at the emulators; the cloud leaves them unset. No other folder constructs a client.
 */

/** The reset of every client module loaded so far: a module registers its own, so this file imports none. */
const resets = new Set<() => void>();

/** The client `build` makes, built on first call and kept until `resetAwsClients`. */
export function containerClient<Client>(build: () => Client): () => Client {
  let built: Client | undefined;
  resets.add(() => {
    built = undefined;
  });
  return () => (built ??= build());
}

/** The local runtime and tests call this after changing the environment. */
export function resetAwsClients(): void {
  for (const reset of resets) reset();
}
