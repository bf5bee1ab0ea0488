/**
 * The stamp on local mode's data folder (`format.json`). No table has been deployed, so the code carries
 * no migrations: when the shape of what local mode stores changes, LOCAL_DATA_FORMAT goes up, and a data
 * folder from before is removed at the next start and made again, with the demo seeded as on a first start.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Raise when an item, key or stored object changes shape: every existing local data folder is then recreated. */
export const LOCAL_DATA_FORMAT = 1;

const STAMP_FILE = 'format.json';
/** What local mode writes in its folder (server.ts, media-keys.ts): all that a recreation removes. */
const LOCAL_ENTRIES = ['dynamodb', 's3', 'media-signing-key.pem', STAMP_FILE];

/** The folder's format: null without a readable stamp. */
export function dataFormatOf(dataDir: string): number | null {
  try {
    const { format } = JSON.parse(readFileSync(join(dataDir, STAMP_FILE), 'utf8')) as { format?: unknown };
    return typeof format === 'number' ? format : null;
  } catch {
    return null;
  }
}

/**
 * Makes `dataDir` ready for this version before anything opens it: kept when its stamp is current,
 * recreated (with one line on the console) when local mode wrote it in another format, made and
 * stamped when new. Only local mode's own entries are removed, so a folder it never wrote is not emptied.
 */
export function prepareDataDir(dataDir: string, say: (line: string) => void = console.log): 'new' | 'kept' | 'recreated' {
  const format = dataFormatOf(dataDir);
  if (format === LOCAL_DATA_FORMAT) return 'kept';
  const ours = existsSync(dataDir) ? readdirSync(dataDir).filter((entry) => LOCAL_ENTRIES.includes(entry)) : [];
  if (ours.length) {
    const by = format !== null && format > LOCAL_DATA_FORMAT ? 'a newer' : 'an older';
    say(
      `The local data in ${dataDir} was written by ${by} version of Snifty Photos: it is being removed and made again, with a fresh demo.`,
    );
    for (const entry of ours) rmSync(join(dataDir, entry), { recursive: true, force: true });
  }
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(join(dataDir, STAMP_FILE), `${JSON.stringify({ format: LOCAL_DATA_FORMAT })}\n`);
  return ours.length ? 'recreated' : 'new';
}
