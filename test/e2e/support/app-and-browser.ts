/**
 * One e2e file's world: the local product (in memory, on a free port) and Chromium, started before the
 * file's tests and both stopped after them. `setUp` hands them to the file's variables and does the
 * file's own preparation, inside the same time limit.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startLocalServer, type LocalServer, type LocalServerOptions } from '../../../infra/local/server';
import { launchBrowser } from './browser';

export interface AppAndBrowser {
  app: LocalServer;
  browser: Browser;
}

export function withAppAndBrowser(
  options: LocalServerOptions,
  setUp: (started: AppAndBrowser) => void | Promise<void>,
  timeoutMs = 60_000,
): void {
  let started: Partial<AppAndBrowser> = {};
  beforeAll(async () => {
    const app = await startLocalServer({ port: 0, ...options });
    started = { app };
    started.browser = await launchBrowser();
    await setUp(started as AppAndBrowser);
  }, timeoutMs);
  afterAll(async () => {
    await started.browser?.close();
    await started.app?.stop();
  });
}
