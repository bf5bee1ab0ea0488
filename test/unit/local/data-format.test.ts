/**
 * Local mode's data folder carries a format stamp instead of migrations: a folder local mode wrote in
 * an older format (or before it stamped its folders) is removed and made again with one line saying so;
 * a current one is kept as it is; a folder local mode never wrote loses nothing.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dataFormatOf, LOCAL_DATA_FORMAT, prepareDataDir } from '../../../infra/local/data-format';

let root: string;
let said: string[];
const say = (line: string) => said.push(line);

/** A folder as local mode leaves it: the table, the bucket, the signing key, and the stamp if any. */
function localFolder(name: string, format?: number): string {
  const dir = join(root, name);
  mkdirSync(join(dir, 'dynamodb'), { recursive: true });
  mkdirSync(join(dir, 's3'), { recursive: true });
  writeFileSync(join(dir, 'dynamodb', 'table'), 'items');
  writeFileSync(join(dir, 'media-signing-key.pem'), 'key');
  if (format !== undefined) writeFileSync(join(dir, 'format.json'), JSON.stringify({ format }));
  return dir;
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'snifty-format-'));
  said = [];
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the local data folder stamp', () => {
  it('recreates a folder without a stamp, saying once that an older version wrote it', () => {
    const dir = localFolder('unstamped');

    expect(prepareDataDir(dir, say)).toBe('recreated');

    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/written by an older version.*removed and made again/);
    expect(existsSync(join(dir, 'dynamodb'))).toBe(false);
    expect(existsSync(join(dir, 'media-signing-key.pem'))).toBe(false);
    expect(dataFormatOf(dir)).toBe(LOCAL_DATA_FORMAT);
  });

  it('recreates a folder stamped with an older format', () => {
    const dir = localFolder('older', LOCAL_DATA_FORMAT - 1);

    expect(prepareDataDir(dir, say)).toBe('recreated');

    expect(said[0]).toContain('older version');
    expect(existsSync(join(dir, 'dynamodb', 'table'))).toBe(false);
    expect(dataFormatOf(dir)).toBe(LOCAL_DATA_FORMAT);
  });

  it('keeps a current folder as it is, silently', () => {
    const dir = localFolder('current', LOCAL_DATA_FORMAT);

    expect(prepareDataDir(dir, say)).toBe('kept');

    expect(said).toEqual([]);
    expect(readFileSync(join(dir, 'dynamodb', 'table'), 'utf8')).toBe('items');
  });

  it('stamps a new or empty folder without a word, and leaves what local mode did not write', () => {
    const fresh = join(root, 'fresh');
    const foreign = join(root, 'foreign');
    mkdirSync(foreign);
    writeFileSync(join(foreign, 'notes.txt'), 'mine');

    expect(prepareDataDir(fresh, say)).toBe('new');
    expect(prepareDataDir(foreign, say)).toBe('new');

    expect(said).toEqual([]);
    expect(dataFormatOf(fresh)).toBe(LOCAL_DATA_FORMAT);
    expect(readFileSync(join(foreign, 'notes.txt'), 'utf8')).toBe('mine');
  });
});
