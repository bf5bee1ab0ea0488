/** Where a photo's images sit inside the archive: readable names, one folder per photo. */
import type { PhotoRecord } from '../../data/photos/photo';

const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

export function archivePaths(photo: Pick<PhotoRecord, 'id' | 'contentType' | 'displayKey'>): {
  original: string;
  current: string | null;
} {
  const folder = `photos/${photo.id}`;
  return {
    original: `${folder}/original.${EXTENSIONS[photo.contentType] ?? 'bin'}`,
    current: photo.displayKey ? `${folder}/current.webp` : null,
  };
}
