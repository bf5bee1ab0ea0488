/**
 * The local DynamoDB: dynalite in-process on a private loopback port, and our front on the port the
 * SDK is pointed at, adding what dynalite lacks (transactions, TTL) behind one write lock.
 */
import { mkdir } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import dynalite from 'dynalite';
import { closeIteratorsOnReturn } from './close-iterators';
import { DynaliteClient } from './dynalite-client';
import { createFront } from './front';
import { IdempotencyTokens } from './idempotency';
import { Mutex } from './mutex';
import { transactGetItems } from './transact-get';
import { transactWriteItems } from './transact-write';
import { TtlSettings, describeTimeToLive, updateTimeToLive } from './ttl-settings';
import { startTtlSweep } from './ttl-sweep';

export interface StartDynamoOptions {
  /** LevelDB directory for persistence (e.g. `.data/dynamodb`); in memory when absent. */
  path?: string;
  /** Port of the front on 127.0.0.1; 0 or absent picks a free one. */
  port?: number;
  /** How often expired items are deleted. */
  ttlSweepMs?: number;
}

export interface DynamoRuntime {
  /** Where to point the AWS SDK, e.g. `http://127.0.0.1:8000`. */
  endpoint: string;
  /** Stops the front, the TTL sweep and dynalite, releasing the LevelDB lock. */
  stop(): Promise<void>;
}

const DEFAULT_TTL_SWEEP_MS = 60_000;
const LOOPBACK = '127.0.0.1';
const CLOSE_POLL_MS = 10;
const CLOSE_GRACE_MS = 2_000;

export async function startDynamo(options: StartDynamoOptions = {}): Promise<DynamoRuntime> {
  if (options.path) await mkdir(options.path, { recursive: true });
  closeIteratorsOnReturn();
  const backend = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0, ...(options.path ? { path: options.path } : {}) });
  const backendPort = await listen(backend, 0);
  const client = new DynaliteClient(backendPort);

  const writeLock = new Mutex();
  const ttl = new TtlSettings();
  const tokens = new IdempotencyTokens();
  const onError = (error: unknown) => console.error('[local-dynamo]', error);
  const deps = { dynalite: client, writeLock, ttl, tokens };

  const front = createFront({
    dynalite: client,
    writeLock,
    onError,
    handlers: {
      TransactWriteItems: (request) => transactWriteItems(deps, request),
      TransactGetItems: (request) => transactGetItems(deps, request),
      DescribeTimeToLive: (request) => describeTimeToLive(deps, request),
      UpdateTimeToLive: (request) => updateTimeToLive(deps, request),
    },
  });

  let frontPort: number;
  try {
    frontPort = await listen(front, options.port ?? 0);
  } catch (error) {
    client.close();
    await close(backend);
    throw error;
  }
  const sweeper = startTtlSweep(deps, options.ttlSweepMs ?? DEFAULT_TTL_SWEEP_MS, onError);

  let stopping: Promise<void> | undefined;
  return {
    endpoint: `http://${LOOPBACK}:${frontPort}`,
    stop() {
      // Order matters: no new requests, let running ones and queued writes finish, then close the store.
      stopping ??= (async () => {
        await sweeper.stop();
        await close(front);
        await writeLock.run(async () => undefined);
        client.close();
        await close(backend);
      })();
      return stopping;
    },
  };
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, LOOPBACK, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/**
 * Closes a server once its requests in progress are answered. Keep-alive connections (the SDK pools
 * them) would otherwise hold close() open for the keep-alive timeout: idle ones are dropped as they
 * appear, and anything still open after a grace period is cut.
 */
function close(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    const dropIdle = setInterval(() => server.closeIdleConnections(), CLOSE_POLL_MS);
    const cutAll = setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS);
    server.close((error) => {
      clearInterval(dropIdle);
      clearTimeout(cutAll);
      if (error) reject(error);
      else resolve();
    });
    server.closeIdleConnections();
  });
}
