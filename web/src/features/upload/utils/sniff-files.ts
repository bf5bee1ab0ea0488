/**
 * The drop zone judges files by name and declared type, which a renamed file fools. Before it does, the
 * first bytes of every chosen file are read (the same signatures the server checks), and files that are
 * not JPEG, PNG, GIF or WebP are remembered so the zone's validator refuses them with its own message.
 */
import { fromEvent } from 'file-selector';
import { IMAGE_SIGNATURE_BYTES, sniffImageType } from '@shared/image-type';

const notImages = new WeakSet<File>();

export const isNotAnImage = (file: File): boolean => notImages.has(file);

async function firstBytes(file: File): Promise<Uint8Array> {
  const slice = file.slice(0, IMAGE_SIGNATURE_BYTES);
  // jsdom's Blob lacks arrayBuffer(); FileReader works everywhere.
  if (typeof slice.arrayBuffer === 'function') return new Uint8Array(await slice.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(slice);
  });
}

/** react-dropzone's `getFilesFromEvent`: the default reader, plus a look at each file's first bytes. */
export async function readFilesSniffingImages(event: Parameters<typeof fromEvent>[0]): Promise<(File | DataTransferItem)[]> {
  const files = await fromEvent(event);
  await Promise.all(
    files.map(async (file) => {
      // While dragging, browsers only expose DataTransferItems; the drop itself gives Files.
      if (!(file instanceof File)) return;
      try {
        if (!sniffImageType(await firstBytes(file))) notImages.add(file);
      } catch {
        // Unreadable here: let the server decide.
      }
    }),
  );
  return files as (File | DataTransferItem)[];
}
