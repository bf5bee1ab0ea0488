/**
 * Where the signed-in feed's main-thread time goes on a phone: one Lighthouse run,
 * mobile preset, with V8's sampling profiler in the trace. Prints the LCP and its phases, the long tasks
 * (as observed, unthrottled: Lighthouse's simulation multiplies them by 4), and the functions with the
 * most self time inside them, mapped to the sources through the build's source maps.
 *
 *   npm run build:web && npx tsx bench/web-profile.ts            # BENCH_PROFILE_OUT=dir keeps the trace
 *   npx tsx bench/web-profile.ts dir                             # the report again, from a kept trace
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import { SourceMapConsumer, type RawSourceMap } from 'source-map';
import { signInCookie, startLocalMode, waitForReadyFeed } from './support/local-mode';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: Record<string, unknown>;
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

const saved = process.argv[2];
const { lhr, trace } = saved
  ? {
      lhr: JSON.parse(readFileSync(join(saved, 'lhr.json'), 'utf8')) as Result,
      trace: JSON.parse(readFileSync(join(saved, 'trace.json'), 'utf8')) as { traceEvents: TraceEvent[] },
    }
  : await measure();
await report(lhr, trace);
process.exit(0);

async function measure() {
  const { base, stop } = await startLocalMode(process.env.BENCH_PORT ?? 3499, 'web-profile');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-sync'],
  });
  try {
    const cookie = await signInCookie(base);
    await waitForReadyFeed(base, cookie, 7);
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      extraHeaders: { Cookie: cookie },
    };
    const config = {
      extends: 'lighthouse:default',
      settings: {
        // BENCH_PROFILE_PRESET=desktop: the desktop preset's throttling and screen, as bench/web.ts runs it.
        ...(process.env.BENCH_PROFILE_PRESET === 'desktop' ? desktopConfig.settings : {}),
        // V8's sampler costs time of its own (about 80 ms at the page's start): BENCH_PROFILE_SAMPLES=0 leaves it
        // out when the run is for the Lantern breakdown (bench/web-lantern.ts) rather than for the functions.
        ...(process.env.BENCH_PROFILE_SAMPLES === '0' ? {} : { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' }),
      },
    };
    const result = await lighthouse(`${base}/`, flags, config);
    if (!result) throw new Error('no result');
    const { lhr } = result;
    const trace = (result.artifacts as unknown as { Trace: { traceEvents: TraceEvent[] } }).Trace;
    const out = process.env.BENCH_PROFILE_OUT;
    if (out) {
      mkdirSync(out, { recursive: true });
      writeFileSync(join(out, 'trace.json'), JSON.stringify(trace));
      writeFileSync(join(out, 'lhr.json'), JSON.stringify(lhr));
      const { DevtoolsLog, GatherContext, URL } = result.artifacts as unknown as Record<string, unknown>;
      writeFileSync(join(out, 'artifacts.json'), JSON.stringify({ DevtoolsLog, GatherContext, URL }));
    }
    return { lhr, trace };
  } finally {
    await chrome.kill();
    stop();
  }
}

async function report(lhr: Result, trace: { traceEvents: TraceEvent[] }) {
  const num = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
  console.log(
    `score ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}  LCP ${num('largest-contentful-paint')} ms  ` +
      `TBT ${num('total-blocking-time')} ms  FCP ${num('first-contentful-paint')} ms`,
  );
  const phases = lhr.audits['lcp-breakdown-insight'] ?? lhr.audits['largest-contentful-paint-element'];
  console.log(JSON.stringify(phases?.details, null, 0).slice(0, 1500));

  // Observed tasks on the page's main thread.
  const events = trace.traceEvents;
  const navStart = events.find(
    (e) => e.name === 'navigationStart' && (e.args?.['data'] as { isLoadingMainFrame?: boolean })?.isLoadingMainFrame,
  );
  const t0 = navStart?.ts ?? events[0]!.ts;
  const rendererPid = navStart?.pid;
  const mainTid = navStart?.tid;
  const tasks = events.filter((e) => e.name === 'RunTask' && e.pid === rendererPid && e.tid === mainTid && (e.dur ?? 0) > 12_000);
  console.log('\nobserved tasks over 12 ms on the main thread (start ms, duration ms):');
  for (const task of tasks) console.log(`  ${((task.ts - t0) / 1000).toFixed(0)}  ${((task.dur ?? 0) / 1000).toFixed(1)}`);

  // The sampled profile: self time per function, mapped to sources.
  const nodes = new Map<number, ProfileNode>();
  const samples: { node: number; ts: number }[] = [];
  let ts = 0;
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== rendererPid) continue;
    const data = (e.args?.['data'] as { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] }) ?? {};
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const deltas = data.timeDeltas ?? [];
    (data.cpuProfile?.samples ?? []).forEach((id, i) => {
      ts += deltas[i] ?? 0;
      samples.push({ node: id, ts });
    });
  }
  const profileStart = events.find((e) => e.name === 'Profile' && e.pid === rendererPid);
  const startTs = (profileStart?.args?.['data'] as { startTime?: number })?.startTime ?? 0;
  const maps = new Map<string, SourceMapConsumer | null>();
  async function where(frame: ProfileNode['callFrame']): Promise<string> {
    const url = frame.url ?? '';
    if (!url.includes('/assets/')) return `${frame.functionName || '(anon)'} ${url.split('/').pop()}`;
    const file = url.split('/assets/')[1]!;
    if (!maps.has(file)) {
      try {
        maps.set(file, await new SourceMapConsumer(JSON.parse(readFileSync(`web/dist/assets/${file}.map`, 'utf8')) as RawSourceMap));
      } catch {
        maps.set(file, null);
      }
    }
    const map = maps.get(file);
    const pos = map?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    if (!pos?.source) return `${frame.functionName || '(anon)'} ${file}`;
    const source = pos.source.replace(/^.*node_modules\//, '~').replace(/^(\.\.\/)+/, '');
    return `${frame.functionName || pos.name || '(anon)'} ${source}:${pos.line}`;
  }
  // Each sample's time falls to its function (self) and to every function on its stack (total).
  async function profileIn(from: number, to: number) {
    const self = new Map<string, number>();
    const total = new Map<string, number>();
    let previous = startTs;
    for (const sample of samples) {
      const at = startTs + sample.ts;
      const dt = at - previous;
      previous = at;
      if (at < from || at > to) continue;
      const node = nodes.get(sample.node);
      if (!node) continue;
      const key = await where(node.callFrame);
      self.set(key, (self.get(key) ?? 0) + dt);
      const seen = new Set<string>();
      for (let n: ProfileNode | undefined = node; n; n = n.parent ? nodes.get(n.parent) : undefined) {
        const k = await where(n.callFrame);
        if (seen.has(k)) continue;
        seen.add(k);
        total.set(k, (total.get(k) ?? 0) + dt);
      }
    }
    return { self, total };
  }
  const top = (m: Map<string, number>, n: number, filter: (k: string) => boolean = () => true) =>
    [...m.entries()]
      .filter(([k]) => filter(k) && !k.startsWith('(idle)') && !k.startsWith('(root)'))
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `      ${(v / 1000).toFixed(1).padStart(6)} ms  ${k}`)
      .join('\n');
  const mainEvents = events.filter((e) => e.pid === rendererPid && e.tid === mainTid && e.ph === 'X');
  for (const task of tasks.filter((t) => (t.dur ?? 0) > 20_000)) {
    const end = task.ts + (task.dur ?? 0);
    const kinds = new Map<string, number>();
    for (const e of mainEvents)
      if (
        e.ts >= task.ts &&
        e.ts < end &&
        ['Layout', 'UpdateLayoutTree', 'Paint', 'ParseAuthorStyleSheet', 'ParseHTML', 'MajorGC', 'MinorGC'].includes(e.name)
      )
        kinds.set(e.name, (kinds.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
    const { self, total } = await profileIn(task.ts, end);
    console.log(
      `\nTASK at ${((task.ts - t0) / 1000).toFixed(0)} ms, ${((task.dur ?? 0) / 1000).toFixed(1)} ms: ` +
        [...kinds].map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', '),
    );
    console.log('    self:\n' + top(self, 8));
    console.log('    app code (total):\n' + top(total, 12, (k) => / src\//.test(k) || k.includes('~@tanstack') || k.includes('~zod')));
  }
  const whole = await profileIn(0, Number.MAX_SAFE_INTEGER);
  console.log('\nself time (observed, whole run):\n' + top(whole.self, 30));
  console.log('\napp code, total time (observed, whole run):\n' + top(whole.total, 40, (k) => / src\//.test(k)));
}
