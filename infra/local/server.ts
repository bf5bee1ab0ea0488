/**
 * The whole product on one origin: the API (route table → handlers), the SPA, the media and mailbox
 * pages and the sign-in stand-in, over in-process emulators of DynamoDB, S3 and SES.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { resetAwsClients } from '../../functions/kernel/aws-clients/container-client';
import { resetConfig } from '../../functions/kernel/config';
import { handleApi } from './api-adapter';
import { startApiHost } from './api-host';
import { prepareDataDir } from './data-format';
import { startDynamo } from './dynamo/start-dynamo';
import { ensureTable } from './dynamo/ensure-table';
import { sendJson } from './http-utils';
import { applyLocalConfiguration, LOCAL_MEDIA_BUCKET, LOCAL_OAUTH_CLIENT_ID, LOCAL_TABLE_NAME } from './local-env';
import { boundHeapGrowth } from './heap-policy';
import { handleMailbox, startMailCatcher, type MailCatcher } from './mail-catcher';
import { loadOrCreateMediaKeys } from './media-keys';
import { handleMedia } from './media-route';
import { createOAuthStandIn } from './oauth-standin';
import { startObjectStore, type ObjectStore } from './object-store';
import { startRepeating, startScheduledJobs } from './scheduled-jobs';
import { expireObjects } from './object-expiry';
import { s3Client } from '../../functions/kernel/aws-clients/s3';
import { installFaultInjection } from './faults/fault-middleware';
import { faultSwitch } from './faults/fault-switch';
import { applySecurityHeaders, localSecurityHeaders, viteDevAllowances } from './security-headers';
import { seedDemo } from './seed';
import { ensureImagenetWeights } from '../imagenet-weights';
import { modelsDir } from '../../functions/ai/vision/imagenet/imagenet-weights';
import { configuredAnalyzer } from '../../functions/ai/configured-analyzer';
import { seePhotosAgain } from './photos-seen-again';
import { acquireVisionWorkers, releaseVisionWorkers } from './vision-workers';
import { staticWebApp, viteWebApp, type WebHandler } from './web-app';

/** The bucket's lifecycle rules act within a day in the cloud; hourly is as good locally. */
const OBJECT_EXPIRY_INTERVAL_MS = 60 * 60_000;

export interface LocalServerOptions {
  /** 0 picks a free port. @default 3000 */
  port?: number;
  /** Where the emulators persist; omit for DynamoDB in memory and a temporary S3 folder. */
  dataDir?: string;
  /** Vite with hot reload instead of the production build. */
  dev?: boolean;
  seed?: boolean;
  /** Demo photos besides the demo members (tests that count photos turn them off). @default true */
  demoPhotos?: boolean;
  /**
   * The share of AWS SDK attempts that fail on purpose once started (infra/local/faults; `SNIFTY_FAULTS`
   * for `npm start`). Start-up itself runs without. @default 0
   */
  faultRate?: number;
  /**
   * Whether the vision models run in worker threads (vision-workers.ts), off the thread that answers
   * requests; false runs them on it, as the analysis Lambda does (a benchmark's "before"). @default true
   */
  visionWorkers?: boolean;
  /**
   * Cloud-like: the functions require this origin secret on browser routes; the site's `/api/*` adds it as
   * CloudFront does, and a second listener (`apiHostUrl`) serves the API as API Gateway's own host does,
   * passing headers as sent. @default - none: no origin check, one listener (plain local mode)
   */
  originSecret?: string;
}

export interface LocalServer {
  url: string;
  mailCatcher: MailCatcher;
  objectStore: ObjectStore;
  demo: Awaited<ReturnType<typeof seedDemo>> | null;
  /** The API as its own host serves it, without the site's headers (only with `originSecret`). */
  apiHostUrl?: string;
  stop(): Promise<void>;
}

export async function startLocalServer(options: LocalServerOptions = {}): Promise<LocalServer> {
  boundHeapGrowth();
  let route: (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void> = async (_req, res) =>
    sendJson(res, 503, { message: 'Starting…' });
  const http = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    route(req, res, url).catch((error: unknown) => {
      console.error('local server error', error);
      if (!res.headersSent) sendJson(res, 500, { message: 'Something went wrong. Please try again.' });
      else res.end();
    });
  });
  await new Promise<void>((done, fail) => {
    http.once('error', fail);
    http.listen(options.port ?? 3000, '127.0.0.1', () => done());
  });
  const { port } = http.address() as AddressInfo;
  const siteUrl = `http://localhost:${port}`;

  const dataDir = options.dataDir ? resolve(options.dataDir) : undefined;
  // Before any emulator opens it: a folder written in an older format is recreated, not migrated.
  if (dataDir) prepareDataDir(dataDir);
  const dynamo = await startDynamo({ path: dataDir ? join(dataDir, 'dynamodb') : undefined });
  const objectStore = await startObjectStore({
    directory: dataDir ? join(dataDir, 's3') : join(process.env.TMPDIR ?? '/tmp', `snifty-s3-${process.pid}-${port}`),
    bucket: LOCAL_MEDIA_BUCKET,
    // The two names the app answers on (EXTRA_ALLOWED_ORIGINS in local-env.ts).
    appOrigins: [siteUrl, `http://127.0.0.1:${port}`],
  });
  const mailCatcher = await startMailCatcher();

  const mediaKeys = loadOrCreateMediaKeys(dataDir);
  applyLocalConfiguration({
    siteUrl,
    dynamodb: dynamo.endpoint,
    s3: objectStore.endpoint,
    ses: mailCatcher.endpoint,
    mediaKeys,
    originSecret: options.originSecret,
  });
  resetConfig();
  installFaultInjection();
  resetAwsClients();
  await ensureTable(new DynamoDBClient({ endpoint: dynamo.endpoint, region: 'us-east-1' }), LOCAL_TABLE_NAME);
  // Before the demo's photos are analysed, so they are seen by every look this machine can run.
  const weights = await ensureImagenetWeights(modelsDir(), (line) => console.log(line));
  const visionWorkers = options.visionWorkers !== false;
  if (visionWorkers) acquireVisionWorkers();
  const demo = options.seed === false ? null : await seedDemo({ photos: options.demoPhotos });
  const seenAgain = objectStore
    .idle()
    .then(() => seePhotosAgain(configuredAnalyzer(), weights.state !== 'unavailable'))
    .then((seen) => {
      if (seen) console.log(`Saw ${seen} photos again with the looks they were analysed without.`);
    })
    .catch((error: unknown) => console.error('seeing photos again failed; they are tried at the next start', error));
  // Every declared job, each on its declaration's local interval.
  const jobs = startScheduledJobs({ ready: () => objectStore.idle() });
  // The bucket's lifecycle rules, which s3rver lacks: old inbox uploads and members' copies of their data go.
  const expiry = startRepeating(
    'object expiry',
    () => expireObjects(s3Client(), LOCAL_MEDIA_BUCKET),
    objectStore.idle(),
    OBJECT_EXPIRY_INTERVAL_MS,
  );

  const oauth = createOAuthStandIn({
    issuer: `${siteUrl}/local-auth`,
    clientId: LOCAL_OAUTH_CLIENT_ID,
    redirectUri: `${siteUrl}/api/auth/callback`,
  });
  const vite = options.dev ? await viteWebApp() : null;
  const web: WebHandler = vite ? vite.handler : staticWebApp('web/dist');
  const headers = localSecurityHeaders(objectStore.endpoint, vite ? viteDevAllowances(await vite.indexHtml()) : undefined);

  route = async (req, res, url) => {
    applySecurityHeaders(res, headers);
    const path = url.pathname;
    if (path.startsWith('/api/')) return handleApi(req, res, url, { viaSite: true, originSecret: options.originSecret });
    if (path === '/dev/mailbox' || path === '/dev/mailbox.json') return handleMailbox(req, res, url, mailCatcher);
    if (path.startsWith('/local-auth/')) return oauth.handle(req, res, url);
    if (path.startsWith('/media/')) return handleMedia(req, res, url, mediaKeys);
    return web(req, res, url);
  };

  const apiHost = options.originSecret ? await startApiHost() : null;
  faultSwitch.set(options.faultRate ?? 0);

  return {
    url: siteUrl,
    mailCatcher,
    objectStore,
    demo,
    apiHostUrl: apiHost?.url,
    async stop() {
      faultSwitch.set(0);
      await apiHost?.stop();
      await seenAgain;
      await jobs.stop();
      await expiry.stop();
      await new Promise<void>((done) => {
        http.close(() => done());
        http.closeAllConnections();
      });
      await vite?.close();
      await mailCatcher.stop();
      await objectStore.stop();
      await dynamo.stop();
      if (visionWorkers) await releaseVisionWorkers();
    },
  };
}
