/**
 * An in-memory MediaStore for unit tests of what uses the port (the S3 one has its own tests): it keeps
 * the objects written and the keys deleted, in order, and takes the place of S3 until the test ends.
 */
import { readFile } from 'node:fs/promises';
import { afterEach } from 'vitest';
import { substituteMediaStore } from '../../../functions/lib/media/configured-media-store';
import type { MediaStore, StoredObject } from '../../../functions/lib/media/media-store';
import { ARCHIVE_CONTENT_TYPE, displayKey, inboxKey, thumbnailKey } from '../../../functions/lib/media/object-keys';

export interface MemoryMediaStore extends MediaStore {
  objects: Map<string, StoredObject>;
  deleted: string[];
}

export function useMemoryMediaStore(): MemoryMediaStore {
  const objects = new Map<string, StoredObject>();
  const deleted: string[] = [];
  const write = (key: string, bytes: Buffer, contentType: string) => {
    objects.set(key, { bytes, contentType, size: bytes.length });
  };
  const remove = async (key: string) => {
    objects.delete(key);
    deleted.push(key);
  };
  const store: MemoryMediaStore = {
    objects,
    deleted,
    read: async (key) => objects.get(key) ?? null,
    head: async (key) => {
      const object = objects.get(key);
      return object ? { size: object.size, contentType: object.contentType } : null;
    },
    putOriginal: async (key, bytes, contentType) => write(key, bytes, contentType),
    putDerived: async (key, image) => write(key, image.data, image.contentType),
    putArchive: async (key, file) => write(key, await readFile(file.path), ARCHIVE_CONTENT_TYPE),
    delete: remove,
    deleteFolder: async (prefix, options = {}) => {
      const keys = [...objects.keys()].filter((key) => key.startsWith(prefix) && key !== options.keep);
      for (const key of keys) await remove(key);
      return keys.length;
    },
    deletePhotoObjects: async (photo) => {
      const keys = [inboxKey(photo.userId, photo.id), photo.originalKey, displayKey(photo.id), thumbnailKey(photo.id)];
      for (const key of [...keys, ...(photo.editKeys ?? [])]) await remove(key);
    },
    presignUpload: async ({ key, contentType }) => ({ url: 'memory://media', fields: { key, 'Content-Type': contentType } }),
  };
  substituteMediaStore(store);
  return store;
}

afterEach(() => substituteMediaStore(undefined));
