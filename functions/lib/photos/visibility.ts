/**
 * The one visibility rule, used by every read path: lists, detail, comments,
 * likes, tribe feeds, shares and media URLs.
 *   private  the owner only
 *   tribes   the owner and members of the chosen tribes
 *   public   every signed-in member
 * Until analysis has finished a photo is its owner's only. Anything else is "not found": a photo the
 * viewer may not see answers 404, exactly like a missing one.
 */
import { PHOTO_MESSAGES } from '../../../shared/messages/photo';
import { getPhoto, type PhotoRecord } from '../../data/photos/photo';
import { memberOfWhich } from '../../data/tribes/tribe-membership';
import { ForbiddenError, PhotoNotFoundError } from '../../kernel/errors';

type VisibilityFacts = Pick<PhotoRecord, 'userId' | 'status' | 'privacy'>;

/** The rule itself, given the tribes the viewer belongs to (or those of the photo's tribes they are in). */
export function canSee(viewerId: string | null, photo: VisibilityFacts, viewerTribes: ReadonlySet<string>): boolean {
  if (!viewerId) return false;
  if (photo.userId === viewerId) return true;
  if (photo.status !== 'ready') return false;
  switch (photo.privacy.visibility) {
    case 'public':
      return true;
    case 'tribes':
      return photo.privacy.allowedTribes.some((tribeId) => viewerTribes.has(tribeId));
    default:
      return false;
  }
}

/**
 * One photo for one viewer, checking membership of that photo's tribes only (one batch read): the
 * viewer's tribes among the photo's (empty for the owner and for a public photo), or null when the
 * viewer may not see it. Presenting the photo reuses the set, so its answer names those tribes.
 */
export async function tribesSeenThrough(viewerId: string | null, photo: VisibilityFacts): Promise<ReadonlySet<string> | null> {
  if (viewerId && photo.userId !== viewerId && photo.status === 'ready' && photo.privacy.visibility === 'tribes') {
    const tribes = new Set(await memberOfWhich(viewerId, photo.privacy.allowedTribes));
    return canSee(viewerId, photo, tribes) ? tribes : null;
  }
  return canSee(viewerId, photo, new Set()) ? new Set() : null;
}

/** Whether the viewer may see this one photo (tribesSeenThrough, when only the yes or no matters). */
export async function canSeePhoto(viewerId: string | null, photo: VisibilityFacts): Promise<boolean> {
  return (await tribesSeenThrough(viewerId, photo)) !== null;
}

/** The photo if the viewer may see it; otherwise 404 'Photo not found', the same as a missing one. */
export async function loadVisiblePhoto(viewerId: string | null, photoId: string): Promise<PhotoRecord> {
  const photo = await getPhoto(photoId);
  if (!photo || !(await canSeePhoto(viewerId, photo))) throw new PhotoNotFoundError();
  return photo;
}

/**
 * The photo if the viewer may see it (else 404) with the viewer's tribes it is seen through, and what
 * `alongside` reads for it, read in the same round trip as the visibility check: a detail answer costs
 * the photo's read plus one more.
 */
export async function loadVisiblePhotoWith<T>(
  viewerId: string | null,
  photoId: string,
  alongside: (photo: PhotoRecord) => Promise<T>,
): Promise<{ photo: PhotoRecord; seenThrough: ReadonlySet<string>; alongside: T }> {
  const photo = await getPhoto(photoId);
  if (!photo) throw new PhotoNotFoundError();
  const [seenThrough, read] = await Promise.all([tribesSeenThrough(viewerId, photo), alongside(photo)]);
  if (!seenThrough) throw new PhotoNotFoundError();
  return { photo, seenThrough, alongside: read };
}

/** The photo if the viewer owns it; 404 if they may not see it, 403 if they may see it but not change it. */
export async function loadOwnPhoto(viewerId: string, photoId: string): Promise<PhotoRecord> {
  const photo = await loadVisiblePhoto(viewerId, photoId);
  if (photo.userId !== viewerId) throw new ForbiddenError(PHOTO_MESSAGES.ownerOnly);
  return photo;
}
