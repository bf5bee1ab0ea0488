import { build } from 'esbuild';
import { routeGroups } from '../functions/route-table';
import { handlerEntry } from '../infra/stack/paths';
import { LAMBDA_ESM_BANNER, LAMBDA_MAIN_FIELDS, LAMBDA_TARGET } from '../infra/lambda-bundle';
const groups = process.argv.slice(2).length ? process.argv.slice(2) : [...routeGroups(), 'analysis'];
for (const group of groups) {
  const r = await build({ entryPoints: [handlerEntry(group)], outfile: `/tmp/i12b/${group}.mjs`, bundle: true, platform: 'node', format: 'esm', target: LAMBDA_TARGET, mainFields: LAMBDA_MAIN_FIELDS, banner: { js: LAMBDA_ESM_BANNER }, minify: true, external: ['sharp'], metafile: true, logLevel: 'silent' });
  const out = Object.values(r.metafile.outputs)[0]!;
  const byPkg = new Map<string, number>();
  for (const [file, info] of Object.entries(out.inputs)) {
    const m = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file);
    const key = m ? m[1]! : file.startsWith('functions') ? 'functions/' : file.startsWith('shared') ? 'shared/' : file;
    byPkg.set(key, (byPkg.get(key) ?? 0) + info.bytesInOutput);
  }
  const top = [...byPkg].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `${k} ${(v / 1024).toFixed(0)}`).join(', ');
  console.log(`${group}: ${(out.bytes / 1024).toFixed(0)} KB | ${top}`);
  // why: importers chain for each client-* package
  const inputs = r.metafile.inputs;
  const importers = new Map<string, string[]>();
  for (const [file, info] of Object.entries(inputs)) for (const imp of info.imports) { if (!importers.has(imp.path)) importers.set(imp.path, []); importers.get(imp.path)!.push(file); }
  for (const client of ['client-s3', 'client-ses', 'client-bedrock-runtime', 'client-secrets-manager', 'client-sqs', 'zod']) {
    const entry = Object.keys(inputs).find((f) => f.includes(`/${client}/`) && (f.endsWith('index.js') || f.includes('/index.')));
    if (!entry) continue;
    // walk back to first non-node_modules file chain
    const chain: string[] = [];
    let cur = entry; const seen = new Set<string>();
    while (cur && !seen.has(cur)) { seen.add(cur); const ps = importers.get(cur) ?? []; const next = ps.find((p) => !p.includes('node_modules')) ?? ps[0]; if (!next) break; chain.push(next); cur = next; if (!next.includes('node_modules') && chain.length > 12) break; }
    console.log(`   ${client} <- ${chain.filter((c) => !c.includes('node_modules')).join(' <- ')}`);
  }
}
