/**
 * The files a member just uploaded, kept in this tab as object URLs by the photo they became, so a card
 * can show the photo the member chose while the analysis makes its images. Bounded: the oldest previews
 * are released as new ones come (a batch is at most a few dozen).
 */
const KEEP = 60;
const previews = new Map<string, string>();

export function rememberUploadPreview(photoId: string, file: Blob): void {
  if (typeof URL.createObjectURL !== 'function') return;
  const old = previews.get(photoId);
  if (old) URL.revokeObjectURL(old);
  previews.delete(photoId);
  previews.set(photoId, URL.createObjectURL(file));
  while (previews.size > KEEP) {
    const [oldestId, oldestUrl] = previews.entries().next().value as [string, string];
    URL.revokeObjectURL(oldestUrl);
    previews.delete(oldestId);
  }
}

/** The object URL of the file this photo was uploaded from in this tab, if any. */
export const uploadPreviewOf = (photoId: string | undefined): string | undefined => (photoId ? previews.get(photoId) : undefined);
