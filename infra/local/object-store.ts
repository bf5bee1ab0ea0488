/**
 * The S3 emulator (s3rver), persisted under .data/, whose object-created events in the upload inbox
 * invoke the same analysis handler the cloud wires to the bucket's notification. It listens on a Unix
 * socket in a folder of its own (mode 0700), so it is reached only through the storage front
 * (storage-front.ts), which lets through upload policies and the app's own signed requests.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { S3Event } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { lambdaContext, loadHandler } from './api-adapter';
import { EmulatorFileStore } from './emulator-file-store';
import { INBOX_PREFIX } from '../../functions/lib/media/object-keys';
import { LOCAL_CREDENTIALS } from './local-env';
import { startStorageFront } from './storage-front';

const require = createRequire(import.meta.url);

interface S3rverInstance {
  store: object;
  context: { store: object };
  configureBuckets(): Promise<void>;
  listen(path: string): Promise<Server>;
  on(event: 'event', listener: (event: S3Event) => void): void;
}

export interface ObjectStore {
  endpoint: string;
  /** Where the storage front listens. */
  address(): AddressInfo;
  stop(): Promise<void>;
  /** Resolves when every analysis started so far has finished (tests wait on it). */
  idle(): Promise<void>;
  /** How many object-created batches reached the analysis handler. */
  analysisInvocations(): number;
}

export async function startObjectStore(options: {
  directory: string;
  bucket: string;
  appOrigins: readonly string[];
}): Promise<ObjectStore> {
  mkdirSync(options.directory, { recursive: true });
  const S3rver = require('s3rver') as new (options: object) => S3rverInstance;
  // No CORS configuration: the front answers CORS, and strips whatever the emulator answers.
  const server = new S3rver({ silent: true, directory: options.directory, configureBuckets: [{ name: options.bucket }] });
  // Its own file store fails outside any handler when a write races a delete in one folder (emulator-file-store.ts).
  server.store = server.context.store = new EmulatorFileStore(options.directory);
  const inFlight = new Set<Promise<unknown>>();
  let invocations = 0;
  server.on('event', (event) => {
    const records = event.Records.filter(
      (r) => r.eventName.startsWith('ObjectCreated') && r.s3.object.key.startsWith(INBOX_PREFIX),
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
  await server.configureBuckets();
  const socketFolder = mkdtempSync(join(tmpdir(), 'snifty-s3-socket-'));
  const socketPath = join(socketFolder, 's3rver.sock');
  const emulator = await server.listen(socketPath);
  const front = await startStorageFront({
    socketPath,
    credentials: { accessKeyId: LOCAL_CREDENTIALS.AWS_ACCESS_KEY_ID, secretAccessKey: LOCAL_CREDENTIALS.AWS_SECRET_ACCESS_KEY },
    appOrigins: options.appOrigins,
    uploadPrefix: INBOX_PREFIX,
  });
  return {
    endpoint: front.endpoint,
    address: front.address,
    stop: async () => {
      await front.stop();
      await new Promise<void>((done) => emulator.close(() => done()));
      rmSync(socketFolder, { recursive: true, force: true });
    },
    analysisInvocations: () => invocations,
    idle: async () => {
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },
  };
}
