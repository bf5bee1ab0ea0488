/**
 * Packs a member's copy of their data into a zip on local disk, a photo at a time, so an archive larger
 * than memory is fine (the function's ephemeral storage bounds it), then stores it in the media bucket.
 * Images are stored as they are (already compressed); data.json is deflated.
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { ARCHIVE_DATA_FILE } from '../../../shared/schemas/data-export';
import type { UserRecord } from '../../data/members/users';
import { mediaStore } from '../../lib/media/configured-media-store';
import { dataExportObjectKey } from '../../lib/media/object-keys';
import { newToken } from '../../kernel/ids';
import { archiveData, photosOf } from './archive-data';
import { archivePaths } from './archive-paths';

export type Progress = (done: number, total: number) => Promise<void>;

/** Writes the archive to `path`; resolves once every byte is on disk. */
async function writeZip(
  path: string,
  fill: (add: (name: string, bytes: Uint8Array, deflate?: boolean) => Promise<void>) => Promise<void>,
) {
  const out = createWriteStream(path);
  let failure: Error | null = null;
  const zip = new Zip((error, chunk, final) => {
    if (error) failure = error;
    else out.write(chunk);
    if (final || error) out.end();
  });
  const add = async (name: string, bytes: Uint8Array, deflate = false) => {
    const entry = deflate ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
    zip.add(entry);
    entry.push(bytes, true);
    if (out.writableNeedDrain) await once(out, 'drain');
  };
  await fill(add);
  zip.end();
  await once(out, 'close');
  if (failure) throw failure;
}

/** Packs and stores the member's archive; its key and size. */
export async function packArchive(user: UserRecord, progress: Progress): Promise<{ objectKey: string; sizeBytes: number }> {
  const folder = await mkdtemp(join(tmpdir(), 'snifty-export-'));
  const path = join(folder, 'archive.zip');
  try {
    const photos = await photosOf(user.id);
    const packed = new Set<string>();
    await progress(0, photos.length);
    await writeZip(path, async (add) => {
      const store = mediaStore();
      for (const [index, photo] of photos.entries()) {
        const paths = archivePaths(photo);
        const original = await store.read(photo.originalKey);
        if (original) {
          await add(paths.original, original.bytes);
          packed.add(paths.original);
        }
        const current = photo.displayKey && paths.current ? await store.read(photo.displayKey) : null;
        if (current && paths.current) {
          await add(paths.current, current.bytes);
          packed.add(paths.current);
        }
        await progress(index + 1, photos.length);
      }
      const data = await archiveData(user, photos, packed);
      await add(ARCHIVE_DATA_FILE, new TextEncoder().encode(JSON.stringify(data, null, 2)), true);
    });
    const { size } = await stat(path);
    const objectKey = dataExportObjectKey(user.id, newToken());
    await mediaStore().putArchive(objectKey, { path, size });
    return { objectKey, sizeBytes: size };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
