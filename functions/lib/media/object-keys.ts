/**
 * Where a photo's objects live in the media bucket. Originals sit under their own prefix, the only one
 * whose object-created events start the analysis, so writing derived images never re-triggers it.
 */
export const ORIGINALS_PREFIX = 'originals/';

export const originalKey = (userId: string, photoId: string) => `${ORIGINALS_PREFIX}${userId}/${photoId}`;
export const displayKey = (photoId: string) => `photos/${photoId}/display.webp`;
export const thumbnailKey = (photoId: string) => `photos/${photoId}/thumbnail.webp`;

/** Reads `originals/<userId>/<photoId>` back; anything else is not an upload of ours. */
export function parseOriginalKey(key: string): { userId: string; photoId: string } | null {
  const match = /^originals\/([A-Za-z0-9_-]{1,64})\/([A-Za-z0-9]{1,64})$/.exec(key);
  return match ? { userId: match[1]!, photoId: match[2]! } : null;
}

/**
 * A member's profile picture: a new key per upload, so the immutable cache of derived images stays
 * right and the replaced picture can be deleted by its key.
 */
export const AVATARS_PREFIX = 'avatars/';
export const avatarObjectKey = (userId: string, avatarId: string) => `${AVATARS_PREFIX}${userId}/${avatarId}.webp`;

/** A member's latest copy of their data; each new copy replaces it, and leaving deletes it. */
export const ARCHIVE_CONTENT_TYPE = 'application/zip';
/** Served as a download with a name a member recognises, whatever the link's path. */
export const ARCHIVE_DISPOSITION = 'attachment; filename="snifty-photos-data.zip"';
export const DATA_EXPORTS_PREFIX = 'exports/';
export const dataExportObjectKey = (userId: string) => `${DATA_EXPORTS_PREFIX}${userId}/snifty-photos-data.zip`;
