/**
 * Where a photo's objects live in the media bucket.
 *
 * An upload's bytes (presigned POST, multipart, mobile, an editor's save) land in the inbox, the only
 * prefix an upload may write and the only one whose object-created events start the analysis. The
 * analysis checks those bytes and writes them to the photo's checked original, which no upload policy
 * or upload grant can write, so a replayed POST can only ever reach the inbox: what a member is served
 * is always what the pipeline checked. Derived images sit under their own prefix, so writing them
 * never re-triggers the analysis.
 */
export const INBOX_PREFIX = 'inbox/';
export const ORIGINALS_PREFIX = 'originals/';
export const DERIVED_PREFIX = 'photos/';

/** The inbox key an upload of this photo lands on, and the checked original the photo serves. */
export function uploadKeys(userId: string, photoId: string): { inbox: string; checked: string } {
  return { inbox: `${INBOX_PREFIX}${userId}/${photoId}`, checked: `${ORIGINALS_PREFIX}${userId}/${photoId}` };
}

export const originalKey = (userId: string, photoId: string) => uploadKeys(userId, photoId).checked;
export const inboxKey = (userId: string, photoId: string) => uploadKeys(userId, photoId).inbox;
export const displayKey = (photoId: string) => `${DERIVED_PREFIX}${photoId}/display.webp`;
export const thumbnailKey = (photoId: string) => `${DERIVED_PREFIX}${photoId}/thumbnail.webp`;

/** Reads `inbox/<userId>/<photoId>` back; anything else is not an upload of ours. */
export function parseInboxKey(key: string): { userId: string; photoId: string } | null {
  const match = /^inbox\/([A-Za-z0-9_-]{1,64})\/([A-Za-z0-9]{1,64})$/.exec(key);
  return match ? { userId: match[1]!, photoId: match[2]! } : null;
}

/**
 * An edit saved in place: the edited image is uploaded into its photo's inbox, one key per
 * edit (`inbox/<userId>/<photoId>/edits/<editId>`), so its object-created event runs the pipeline like an
 * upload's; the pipeline writes the bytes it checked to the edit's checked key under the photo's
 * originals, which no upload can write, and the photo's own original is kept for 'Revert to original'.
 * Its derived images get keys of their own too: a display image never changes under its key (media URLs
 * are cached as immutable).
 */
export function editUploadKeys(userId: string, photoId: string, editId: string): { inbox: string; checked: string } {
  const photo = uploadKeys(userId, photoId);
  return { inbox: `${photo.inbox}/edits/${editId}`, checked: `${photo.checked}/edits/${editId}` };
}
export const editDisplayKey = (photoId: string, editId: string) => `${DERIVED_PREFIX}${photoId}/edits/${editId}/display.webp`;
export const editThumbnailKey = (photoId: string, editId: string) => `${DERIVED_PREFIX}${photoId}/edits/${editId}/thumbnail.webp`;
/** Every object of one edit: what superseding, reverting or deleting the photo removes. */
export const editObjectKeys = (userId: string, photoId: string, editId: string) => {
  const keys = editUploadKeys(userId, photoId, editId);
  return [keys.inbox, keys.checked, editDisplayKey(photoId, editId), editThumbnailKey(photoId, editId)];
};

/** Reads `inbox/<userId>/<photoId>/edits/<editId>` back; null for anything else. */
export function parseEditInboxKey(key: string): { userId: string; photoId: string; editId: string } | null {
  const match = /^inbox\/([A-Za-z0-9_-]{1,64})\/([A-Za-z0-9]{1,64})\/edits\/([A-Za-z0-9]{1,64})$/.exec(key);
  return match ? { userId: match[1]!, photoId: match[2]!, editId: match[3]! } : null;
}

/**
 * A member's profile picture: a new key per upload, so the immutable cache of derived images stays
 * right and the replaced picture can be deleted by its key.
 */
export const AVATARS_PREFIX = 'avatars/';
export const avatarObjectKey = (userId: string, avatarId: string) => `${AVATARS_PREFIX}${userId}/${avatarId}.webp`;

/**
 * A member's copies of their data. Each copy gets a key of its own with a random part nobody can guess,
 * so a link handed out for one copy can never serve a later one; every copy of a member sits under their
 * folder, so taking their links back (a new password, signing out everywhere else, leaving) is one sweep
 * of that folder.
 */
export const ARCHIVE_CONTENT_TYPE = 'application/zip';
/** Served as a download with a name a member recognises, whatever the link's path. */
export const ARCHIVE_DISPOSITION = 'attachment; filename="snifty-photos-data.zip"';
export const DATA_EXPORTS_PREFIX = 'exports/';
export const dataExportsFolder = (userId: string) => `${DATA_EXPORTS_PREFIX}${userId}/`;
/** `secret` is random (newToken): the key is the copy's only name, and it is never listed to anyone. */
export const dataExportObjectKey = (userId: string, secret: string) => `${dataExportsFolder(userId)}${secret}.zip`;

/**
 * Objects the bucket deletes by age, by prefix: its lifecycle rules in the cloud (infra/stack/media.ts),
 * an hourly sweep in local mode (infra/local/object-expiry.ts).
 */
export const OBJECT_EXPIRY_RULES: readonly { id: string; prefix: string; days: number }[] = [
  // An upload the analysis never emptied (a replay after ready, a crash before the delete) is read by nobody;
  // the reconcile finishes or removes its photo within minutes.
  { id: 'inbox-expires', prefix: INBOX_PREFIX, days: 2 },
  // A member's copy of their data is offered for a day (its link stops then); the bytes go the day after.
  { id: 'data-exports-expire', prefix: DATA_EXPORTS_PREFIX, days: 2 },
];
