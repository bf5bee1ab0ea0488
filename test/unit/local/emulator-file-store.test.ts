/**
 * The S3 emulator's file store under concurrent writes and deletes (CI: 40 parallel edits saved in place
 * ended the local process). s3rver's own store removed the folder a delete emptied, so a write into that
 * folder at the same moment failed in a write stream nobody listened to: an uncaught error, which fails
 * this file on its own store. Local mode's store keeps folders and turns every failure into a rejection.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmulatorFileStore, type EmulatorObject } from '../../../infra/local/emulator-file-store';

const BUCKET = 'media';
let directory: string;
let store: EmulatorFileStore & {
  putBucket(name: string): Promise<void>;
  listObjects(bucket: string, options: { prefix: string }): Promise<{ objects: unknown[] }>;
};

const bytesOf = (seed: number) => Buffer.alloc(4096 + seed, seed % 251);
const object = (key: string, content: EmulatorObject['content']): EmulatorObject => ({
  bucket: BUCKET,
  key,
  metadata: { 'content-type': 'image/jpeg' },
  content,
});
/** s3rver hands a request's body over as a stream, a browser form's file as a buffer: both are raced. */
const body = (bytes: Buffer, round: number) => (round % 2 ? bytes : Readable.from([bytes], { objectMode: false }));
const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'snifty-file-store-'));
  store = new EmulatorFileStore(directory) as typeof store;
  await store.putBucket(BUCKET);
});
afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe("the S3 emulator's file store", () => {
  it('keeps a write that races the delete emptying its folder, 40 times over', async () => {
    // Prepare: 40 folders, each holding one object
    const rounds = Array.from({ length: 40 }, (_, round) => ({ folder: `originals/u/p${round}/edits`, bytes: bytesOf(round) }));
    await Promise.all(rounds.map(({ folder }, round) => store.putObject(object(`${folder}/old`, body(bytesOf(round), round)))));

    // Act: in each folder the only object is deleted while another is written
    const settled = await Promise.allSettled(
      rounds.flatMap(({ folder, bytes }, round) => [
        store.deleteObject(BUCKET, `${folder}/old`),
        store.putObject(object(`${folder}/new`, body(bytes, round))),
      ]),
    );

    // Assess: every call answered, and every new object is whole on disk
    expect(settled.filter((result) => result.status === 'rejected')).toEqual([]);
    for (const { folder, bytes } of rounds) {
      const stored = readFileSync(store.getResourcePath(BUCKET, `${folder}/new`, 'object'));
      expect(md5(stored)).toBe(md5(bytes));
    }
  });

  it('lets 40 deletes in one folder run at once, and lists none of them after', async () => {
    // Prepare
    const keys = Array.from({ length: 40 }, (_, index) => `display/u/p/${index}`);
    await Promise.all(keys.map((key, index) => store.putObject(object(key, bytesOf(index)))));

    // Act
    const settled = await Promise.allSettled(keys.map((key) => store.deleteObject(BUCKET, key)));

    // Assess
    expect(settled.filter((result) => result.status === 'rejected')).toEqual([]);
    expect((await store.listObjects(BUCKET, { prefix: 'display/' })).objects).toEqual([]);
  });

  it('answers a write whose body fails with a rejection, not an uncaught error', async () => {
    // Prepare: a request body that breaks off half-way
    const broken = new Readable({
      read() {
        this.push(bytesOf(1));
        this.destroy(new Error('connection reset'));
      },
    });

    // Act + Assess
    await expect(store.putObject(object('inbox/u/p/broken', broken))).rejects.toThrow('connection reset');
  });
});
