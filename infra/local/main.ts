/**
 * `npm start` / `npm run dev`: the whole product at http://localhost:3000 (PORT overrides), with its
 * data under .data/ (DATA_DIR overrides), seeded with a demo on first start.
 */
import './quiet-warnings';
import { faultRateFrom } from './faults/fault-switch';
import { DEMO_PASSWORD } from './seed';
import { startLocalServer } from './server';

const args = new Set(process.argv.slice(2));
const port = Number(process.env.PORT ?? 3000);
const dataDir = process.env.DATA_DIR ?? '.data';
const faultRate = faultRateFrom(process.env.SNIFTY_FAULTS);

const started = Date.now();
// 'off' runs the vision models on the request thread, as before they had workers (bench:analysis-busy's "before").
const visionWorkers = process.env.SNIFTY_VISION_WORKERS !== 'off';
const server = await startLocalServer({ port, dataDir, dev: args.has('--dev'), faultRate, visionWorkers });

if (args.has('--seed-only')) {
  await server.objectStore.idle();
  console.log(`Seeded ${server.demo?.created ?? 0} new demo members and ${server.demo?.photos ?? 0} demo photos into ${dataDir}/`);
  await server.stop();
  process.exit(0);
}

const members = (server.demo?.members ?? []).map((m) => `    ${m.email.padEnd(22)} ${m.firstName} ${m.lastName}`).join('\n');
console.log(`
  Snifty Photos is running at ${server.url}   (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)

  Demo members, all with the password ${DEMO_PASSWORD}:
${members}

  Mailbox (verification and reset links): ${server.url}/dev/mailbox
  Data is kept in ${dataDir}/ (delete it for a fresh demo). Ctrl+C stops.${
    faultRate ? `\n  Failure injection is on: ${(faultRate * 100).toFixed(1)} % of AWS SDK attempts fail (SNIFTY_FAULTS).\n` : ''
  }
`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    void server.stop().then(() => process.exit(0));
  });
}
