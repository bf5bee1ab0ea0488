/**
 * The S3 emulator (s3rver), persisted under .data/, whose object-created events invoke the same
 * analysis handler the cloud wires to the bucket's notification. It is reached only through the storage
 * front (storage-front.ts), which enforces presigned-POST policies as S3 does.
 */
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { S3Event } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { lambdaContext, loadHandler } from './api-adapter';
import { ORIGINALS_PREFIX } from '../../functions/lib/media/object-keys';
import { LOCAL_CREDENTIALS } from './local-env';
import { startStorageFront } from './storage-front';

const require = createRequire(import.meta.url);

interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
  on(event: 'event', listener: (event: S3Event) => void): void;
}

export interface ObjectStore {
  endpoint: string;
  stop(): Promise<void>;
  /** Resolves when every analysis started so far has finished (tests wait on it). */
  idle(): Promise<void>;
  /** How many object-created batches reached the analysis handler. */
  analysisInvocations(): number;
}

/** CORS for presigned POST uploads straight from the browser. */
const CORS = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedMethod>POST</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;

export async function startObjectStore(options: { directory: string; bucket: string }): Promise<ObjectStore> {
  mkdirSync(options.directory, { recursive: true });
  const S3rver = require('s3rver') as new (options: object) => S3rverInstance;
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: options.directory,
    configureBuckets: [{ name: options.bucket, configs: [CORS] }],
  });
  const inFlight = new Set<Promise<unknown>>();
  let invocations = 0;
  server.on('event', (event) => {
    const records = event.Records.filter(
      (r) => r.eventName.startsWith('ObjectCreated') && r.s3.object.key.startsWith(ORIGINALS_PREFIX),
    ).map((r) => ({
      ...r,
      // s3rver's keys are not URL-encoded, unlike real S3's: encode them so the handler decodes one format.
      s3: { ...r.s3, object: { ...r.s3.object, key: encodeURIComponent(r.s3.object.key).replace(/%2F/g, '/') } },
    }));
    if (!records.length) return;
    invocations += 1;
    const run = loadHandler('analysis')
      .then((handler) => handler({ Records: records }, lambdaContext('analysis', randomUUID())))
      .catch((error: unknown) => console.error('analysis failed', error));
    inFlight.add(run);
    void run.finally(() => inFlight.delete(run));
  });
  const { port } = await server.run();
  const front = await startStorageFront({
    target: `http://127.0.0.1:${port}`,
    credentials: { accessKeyId: LOCAL_CREDENTIALS.AWS_ACCESS_KEY_ID, secretAccessKey: LOCAL_CREDENTIALS.AWS_SECRET_ACCESS_KEY },
  });
  return {
    endpoint: front.endpoint,
    stop: async () => {
      await front.stop();
      await server.close();
    },
    analysisInvocations: () => invocations,
    idle: async () => {
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },
  };
}
