/**
 * The web app as Lighthouse sees it (docs/performance.md): `npm run bench:web` starts
 * local mode on a fresh demo (a free port, a temporary data dir), and runs Lighthouse 12 with Debian's
 * Chromium, mobile preset (simulated throttling) and desktop preset, on the landing page and on the
 * signed-in home feed, 3 runs each. It prints the median performance score, LCP, CLS, TBT and the script
 * bytes each page transferred, beside the build's own brotli figure for the landing page.
 *
 *   npm run build:web && npm run bench:web      # the build is reused; it is made only when missing
 *   BENCH_RUNS=5 BENCH_PORT=3401 npm run bench:web
 *
 * The session is a cookie (the SPA sends `credentials: 'include'`, web/src/lib/api-client.ts), so the
 * signed-in runs give Lighthouse the session cookie as an extra request header.
 */
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:net';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Flags, type Result } from 'lighthouse';
import { entryScripts, isBuilt, staticGraph, wireBytes } from '../test/e2e/support/built-assets';
import { signInCookie, startLocalMode, waitForReadyFeed } from './support/local-mode';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** The web app's goals: Lighthouse scores on a phone and a desktop, and layout shift (docs/performance.md). */
const GOALS = { mobile: 95, desktop: 100, cls: 0.02 };

if (!isBuilt()) execFileSync('npm', ['run', 'build:web'], { stdio: 'inherit' });

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.once('error', reject);
  });
}

const { base, stop } = await startLocalMode(process.env.BENCH_PORT ?? (await freePort()), 'web');
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-sync'],
});

try {
  const cookie = await signInCookie(base);
  await waitForReadyFeed(base, cookie, 7);

  const pages: { name: string; headers: Record<string, string> }[] = [
    { name: 'landing', headers: {} },
    { name: 'signed-in feed', headers: { Cookie: cookie } },
  ];
  const presets: { name: 'mobile' | 'desktop'; config?: Config }[] = [{ name: 'mobile' }, { name: 'desktop', config: desktopConfig }];

  const rows: string[] = [];
  let met = true;
  for (const page of pages) {
    for (const preset of presets) {
      const runs: Result[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const flags: Flags = {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          extraHeaders: page.headers,
        };
        const result = await lighthouse(`${base}/`, flags, preset.config);
        if (!result) throw new Error('Lighthouse returned no result');
        runs.push(result.lhr);
        process.stderr.write(`${page.name}, ${preset.name}: run ${run + 1}/${RUNS}\n`);
      }
      const figures = runs.map(figuresOf);
      const signedIn = figures.every((f) => f.signedIn);
      if (page.headers['Cookie'] && !signedIn)
        throw new Error('the signed-in runs did not load the feed: is the session cookie valid?');
      const score = median(figures.map((f) => f.score));
      const cls = median(figures.map((f) => f.cls));
      met &&= score >= GOALS[preset.name] && cls <= GOALS.cls;
      rows.push(
        `| ${page.name} | ${preset.name} | ${score} | ${ms(median(figures.map((f) => f.lcp)))} | ${cls.toFixed(3)} | ` +
          `${ms(median(figures.map((f) => f.tbt)))} | ${kb(median(figures.map((f) => f.scriptBytes)))} |`,
      );
    }
  }

  console.log(`\nLighthouse ${RUNS} runs each, median, local mode at ${base} (Chromium ${CHROMIUM})\n`);
  console.log('| page | preset | score | LCP | CLS | TBT | script transferred |');
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: |');
  for (const row of rows) console.log(row);
  const landingBrotli = [...staticGraph(entryScripts())].reduce((sum, file) => sum + wireBytes(file), 0);
  console.log(`\nlanding page script in the build, brotli (the test/e2e/web-budgets.test.ts figure): ${kb(landingBrotli)}`);
  console.log(`goals (mobile >= ${GOALS.mobile}, desktop ${GOALS.desktop}, CLS <= ${GOALS.cls}): ${met ? 'met' : 'NOT met'}`);
} finally {
  await chrome.kill();
  stop();
}
process.exit(0);

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
  statusCode: number;
}

function figuresOf(lhr: Result) {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ??
    []) as NetworkRequest[];
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbt: numeric('total-blocking-time'),
    scriptBytes: requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    // The member feed reads /api/photos; the landing page never does.
    signedIn: requests.some((r) => new URL(r.url).pathname === '/api/photos' && r.statusCode === 200),
  };
}

function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
}
function ms(value: number): string {
  return `${Math.round(value)} ms`;
}
function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
