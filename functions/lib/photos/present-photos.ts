/**
 * Photos in the client shape of SPEC.md section 3, for one viewer: authors and the viewer's reactions
 * are read in one batch for the whole page (or come with it, data/photo-page), and media URLs are signed only here, after the
 * visibility rule has let the photo through.
 */
import type { Photo } from '../../../shared/schemas/photo';
import { readPhotoContext, type PhotoContext } from '../../data/photo-page';
import type { PhotoRecord } from '../../data/photos';
import type { UserRecord } from '../../data/users';
import { mediaUrl } from '../media/media-urls';
import { profileImageUrl } from '../media/profile-image';

function author(user: UserRecord | undefined, isViewer: boolean): Photo['user'] {
  if (!user) return { firstName: null, lastName: null, email: null, profileImageUrl: null };
  // A member's email is theirs: other members get the name only (decisions.md).
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: isViewer ? user.email : null,
    profileImageUrl: profileImageUrl(user),
  };
}

function urls(photo: PhotoRecord, isOwner: boolean): Pick<Photo, 'photoUrl' | 'thumbnailUrl' | 'originalUrl'> {
  const originalUrl = isOwner && photo.status !== 'failed' ? mediaUrl(photo.originalKey) : null;
  if (photo.status === 'ready' && photo.displayKey) {
    return {
      photoUrl: mediaUrl(photo.displayKey),
      thumbnailUrl: photo.thumbnailKey ? mediaUrl(photo.thumbnailKey) : null,
      originalUrl,
    };
  }
  // Still being analysed: its owner sees the original meanwhile.
  return { photoUrl: originalUrl ?? '', thumbnailUrl: null, originalUrl };
}

export function toClientPhoto(
  photo: PhotoRecord,
  context: {
    viewerId: string | null;
    author: UserRecord | undefined;
    reaction?: 'like' | 'dislike';
    tribeSpecificContent?: Photo['tribeSpecificContent'];
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
    views: photo.views,
    likes: photo.likes,
    dislikes: photo.dislikes,
    comments: photo.comments,
    tags: photo.tags,
    mood: photo.mood,
    primaryColors: photo.primaryColors,
    isLiked: context.reaction === 'like',
    isDisliked: context.reaction === 'dislike',
    privacy: photo.privacy,
    user: author(context.author, context.viewerId === photo.userId),
    tribeSpecificContent: context.tribeSpecificContent ?? {},
    createdAt: photo.createdAt,
    updatedAt: photo.updatedAt,
  };
}

export interface PresentOptions {
  /** A tribe feed adds the tribe's own caption and tone to each photo. */
  tribeSpecificContent?: (photo: PhotoRecord) => Photo['tribeSpecificContent'];
  /** Authors and reactions already read with the page: nothing more is read. */
  context?: PhotoContext;
}

/** Every photo must already have passed the visibility rule for this viewer. */
export async function presentPhotos(viewerId: string | null, photos: PhotoRecord[], options: PresentOptions = {}): Promise<Photo[]> {
  const { authors, reactions } = options.context ?? (await readPhotoContext(viewerId, photos));
  return photos.map((photo) =>
    toClientPhoto(photo, {
      viewerId,
      author: authors.get(photo.userId),
      reaction: reactions.get(photo.id),
      tribeSpecificContent: options.tribeSpecificContent?.(photo),
    }),
  );
}
