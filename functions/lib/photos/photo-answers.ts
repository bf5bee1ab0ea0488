/**
 * Photos in the client shape (shared/schemas/photo.ts), for one viewer: authors and the viewer's reactions
 * are read in one batch for the whole page (or come with it, data/photo-page), and media URLs are signed only here, after the
 * visibility rule has let the photo through.
 */
import type { Photo } from '../../../shared/schemas/photo';
import { readPhotoContext, type PhotoContext } from '../../data/photos/photo-page';
import type { PhotoRecord } from '../../data/photos/photo';
import { getTribes } from '../../data/tribes/tribe';
import type { UserRecord } from '../../data/members/users';
import { clock } from '../../kernel/clock';
import { mediaUrl } from '../media/media-urls';
import { profileImageUrl } from '../media/profile-image';

function author(user: UserRecord | undefined, isViewer: boolean): Photo['user'] {
  if (!user) return { firstName: null, lastName: null, email: null, profileImageUrl: null };
  // A member's email is theirs: other members get the name only (docs/decisions/author-email-hidden.md).
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: isViewer ? user.email : null,
    profileImageUrl: profileImageUrl(user),
  };
}

function urls(photo: PhotoRecord, isOwner: boolean): Pick<Photo, 'photoUrl' | 'thumbnailUrl' | 'originalUrl'> {
  // The checked original exists once the analysis has checked the upload: never the inbox's bytes.
  const originalUrl = isOwner && photo.status === 'ready' ? mediaUrl(photo.originalKey) : null;
  if (photo.status === 'ready' && photo.displayKey) {
    return {
      photoUrl: mediaUrl(photo.displayKey),
      thumbnailUrl: photo.thumbnailKey ? mediaUrl(photo.thumbnailKey) : null,
      originalUrl,
    };
  }
  // Still being analysed (or failed): nothing checked to show yet; the card shows its state.
  return { photoUrl: originalUrl ?? '', thumbnailUrl: null, originalUrl };
}

/** A pending edit whose bytes may still come: one past its upload's life is no longer shown as on its way. */
const editOnItsWay = (photo: PhotoRecord) =>
  Boolean(photo.pendingEdit && (photo.pendingEdit.expiresAt ?? 0) > clock.nowEpochSeconds());

/**
 * Only the owner reads the whole privacy: anyone else reads the tribes they see the photo through (the
 * owner's other tribes, even their ids, are not theirs to know).
 */
function toClientPhoto(
  photo: PhotoRecord,
  context: {
    viewerId: string | null;
    author: UserRecord | undefined;
    reaction?: 'like' | 'dislike';
    tribeSpecificContent?: Photo['tribeSpecificContent'];
    sharedThrough: Photo['sharedThrough'];
  },
): Photo {
  const isOwner = context.viewerId === photo.userId;
  return {
    id: photo.id,
    userId: photo.userId,
    title: photo.title,
    description: photo.description,
    ...urls(photo, isOwner),
    placeholder: photo.placeholder,
    width: photo.width,
    height: photo.height,
    style: photo.style,
    status: photo.status,
    edited: isOwner && Boolean(photo.appliedEdit),
    editProcessing: isOwner && editOnItsWay(photo),
    views: photo.views,
    likes: photo.likes,
    dislikes: photo.dislikes,
    comments: photo.comments,
    tags: photo.tags,
    mood: photo.mood,
    primaryColors: photo.primaryColors,
    isLiked: context.reaction === 'like',
    isDisliked: context.reaction === 'dislike',
    privacy: isOwner ? photo.privacy : { ...photo.privacy, allowedTribes: context.sharedThrough.map((t) => t.id) },
    user: author(context.author, context.viewerId === photo.userId),
    tribeSpecificContent: context.tribeSpecificContent ?? {},
    sharedThrough: context.sharedThrough,
    createdAt: photo.createdAt,
    updatedAt: photo.updatedAt,
  };
}

/**
 * Who the photos are shown to, with the tribe set the visibility rule let them through (the one its
 * check read, reused: nothing more is read): each photo names the viewer's tribes it reaches them by.
 */
export interface PhotoViewer {
  id: string | null;
  tribes: ReadonlySet<string>;
}

/** The owner answered about their own new or changed photo: an owner never sees it through a tribe. */
export const photoOwner = (userId: string): PhotoViewer => ({ id: userId, tribes: new Set() });

export interface PhotoAnswerOptions {
  /** A tribe feed adds the tribe's own caption and tone to each photo. */
  tribeSpecificContent?: (photo: PhotoRecord) => Photo['tribeSpecificContent'];
  /** Authors and reactions (and the viewer's tribes' names) already read with the page: nothing more is read. */
  context?: PhotoContext;
}

/** The tribes a photo could name for this viewer: another member's tribes-only photo's tribes, none otherwise. */
export function nameableTribeIds(viewerId: string | null, photo: Pick<PhotoRecord, 'userId' | 'privacy'>): readonly string[] {
  if (!viewerId || photo.userId === viewerId || photo.privacy.visibility !== 'tribes') return [];
  return photo.privacy.allowedTribes;
}

/** The viewer's tribes each photo reaches them through: only others' tribes-only photos, only tribes the viewer is in. */
const throughTribeIds = (viewer: PhotoViewer, photo: PhotoRecord) =>
  nameableTribeIds(viewer.id, photo).filter((tribeId) => viewer.tribes.has(tribeId));

/** The names of the tribes the page's photos are seen through, in one batch read (none when no photo needs one). */
async function tribeNames(ids: readonly string[]): Promise<ReadonlyMap<string, string>> {
  if (!ids.length) return new Map();
  return new Map((await getTribes(ids)).map((tribe) => [tribe.id, tribe.name]));
}

/** Every photo must already have passed the visibility rule for this viewer, with `viewer.tribes` the set it used. */
export async function photoAnswers(viewer: PhotoViewer, photos: PhotoRecord[], options: PhotoAnswerOptions = {}): Promise<Photo[]> {
  const viewerId = viewer.id;
  const through = new Map(photos.map((photo) => [photo.id, throughTribeIds(viewer, photo)]));
  const needed = [...new Set([...through.values()].flat())];
  const known = options.context?.tribeNames;
  const [{ authors, reactions }, names] = await Promise.all([
    options.context ?? readPhotoContext(viewerId, photos),
    known && needed.every((id) => known.has(id)) ? known : tribeNames(needed),
  ]);
  const sharedThrough = (photo: PhotoRecord) =>
    (through.get(photo.id) ?? []).flatMap((id) => {
      const name = names.get(id);
      return name ? [{ id, name }] : [];
    });
  return photos.map((photo) =>
    toClientPhoto(photo, {
      viewerId,
      author: authors.get(photo.userId),
      reaction: reactions.get(photo.id),
      tribeSpecificContent: options.tribeSpecificContent?.(photo),
      sharedThrough: sharedThrough(photo),
    }),
  );
}
