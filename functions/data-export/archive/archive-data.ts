/**
 * What a member's copy of their data says about them (data.json of the archive): their photos' text and
 * privacy, and everything they made around them. Sealed capsules are included with their entries: they
 * are the member's own words.
 */
import type { ArchiveData } from '../../../shared/schemas/data-export';
import { listCapsules } from '../../data/photos/capsules';
import { commentsBy } from '../../data/community/comments';
import { listNotifications } from '../../data/community/notifications';
import { getPhotos, type PhotoRecord } from '../../data/photos/photo';
import { allPhotoIdsOf } from '../../data/photos/photo-lists';
import { reactionsBy } from '../../data/community/reactions';
import { listShares } from '../../data/photos/share-links';
import { ownedTribes } from '../../data/tribes/tribe';
import { memberTribeIds, tribeRoster } from '../../data/tribes/tribe-membership';
import type { UserRecord } from '../../data/members/users';
import { clock } from '../../kernel/clock';
import { archivePaths } from './archive-paths';

const PAGE = 100;

/** Every item of a newest-first list, page after page. */
async function everyPage<T extends { id: string }>(read: (before: string | undefined) => Promise<{ items: T[]; more: boolean }>) {
  const all: T[] = [];
  let before: string | undefined;
  for (;;) {
    const { items, more } = await read(before);
    all.push(...items);
    if (!more || !items.length) return all;
    before = items[items.length - 1]!.id;
  }
}

/** The member's photos, oldest first (one whose upload never arrived has no image to pack). */
export async function photosOf(userId: string): Promise<PhotoRecord[]> {
  const ids = await allPhotoIdsOf(userId);
  const photos: PhotoRecord[] = [];
  for (let i = 0; i < ids.length; i += PAGE) photos.push(...(await getPhotos(ids.slice(i, i + PAGE))));
  return photos.filter((p) => p.userId === userId).sort((a, b) => a.id.localeCompare(b.id));
}

export async function archiveData(
  user: UserRecord,
  photos: readonly PhotoRecord[],
  packed: ReadonlySet<string>,
): Promise<ArchiveData> {
  const [comments, reactions, tribes, memberOf, capsules, shares, notifications] = await Promise.all([
    commentsBy(user.id),
    reactionsBy(user.id),
    ownedTribes(user.id),
    memberTribeIds(user.id),
    everyPage(async (before) => {
      const page = await listCapsules(user.id, { before, limit: PAGE });
      return { items: page.capsules, more: page.more };
    }),
    everyPage(async (before) => {
      const page = await listShares(user.id, { before, limit: PAGE });
      return { items: page.shares, more: page.more };
    }),
    everyPage(async (before) => {
      const page = await listNotifications(user.id, { before, limit: PAGE });
      return { items: page.notifications, more: page.more };
    }),
  ]);
  const rosters = await Promise.all(tribes.map((t) => tribeRoster(t.id)));
  return {
    exportedAt: clock.nowIso(),
    member: { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName },
    photos: photos.map((p) => {
      const paths = archivePaths(p);
      return {
        id: p.id,
        title: p.title,
        description: p.description,
        tags: p.tags,
        mood: p.mood,
        primaryColors: p.primaryColors,
        privacy: p.privacy,
        createdAt: p.createdAt,
        originalFile: packed.has(paths.original) ? paths.original : null,
        currentFile: paths.current && packed.has(paths.current) ? paths.current : null,
      };
    }),
    comments: comments.map(({ id, photoId, content, createdAt }) => ({ id, photoId, content, createdAt })),
    // Only what the archive's schema lists: the photo and the reaction, nothing of how the table keeps them.
    reactions: reactions.map(({ photoId, reaction }) => ({ photoId, reaction })),
    tribes: tribes.map((t, i) => ({ id: t.id, name: t.name, type: t.type, ...rosters[i]! })),
    memberOfTribes: [...memberOf].filter((id) => !tribes.some((t) => t.id === id)),
    capsules: capsules.map(({ id, photoId, journalEntry, emotionTone, unlockDate, tags, createdAt }) => ({
      id,
      photoId,
      journalEntry,
      emotionTone,
      unlockDate,
      tags,
      createdAt,
    })),
    shareLinks: shares.map(({ id, photoId, shareType, toEmail, customMessage, createdAt, expiresAt, views }) => ({
      id,
      photoId,
      shareType,
      toEmail,
      customMessage,
      createdAt,
      expiresAt,
      views,
    })),
    notifications: notifications.map(({ id, type, title, message, photoId, isRead, createdAt }) => ({
      id,
      type,
      title,
      message,
      photoId,
      isRead,
      createdAt,
    })),
  };
}
