/**
 * Deleting a custom tribe. The photos shared with it are shared with it no longer, through the same
 * privacy change a member makes: one shared with no other tribe becomes private, so its owner sees it
 * as what it now is rather than 'tribes' naming a tribe that is gone (docs/decisions/deleted-tribe-photos-private.md).
 */
import type { Privacy } from '../../shared/schemas/photo';
import { getPhotos } from '../data/photos/photo';
import { updatePrivacy } from '../data/photos/photo-privacy';
import { allTribeShares } from '../data/tribes/tribe-photos';
import { deleteTribe, tribesOwnedBy, type TribeRecord } from '../data/tribes/tribe';
import { tribeFeedHolders } from '../data/photos/tribe-fan-out';

const PAGE = 100;
/** Photos whose privacy changes at once; each change is its own transaction and feed fan-out. */
const PARALLEL_CHANGES = 8;

/** The privacy without the tribe (and without any other tribe that is gone): private when none is left. */
export function withoutTribe(privacy: Privacy, tribeId: string, liveTribes: ReadonlySet<string>): Privacy {
  const allowedTribes = privacy.allowedTribes.filter((id) => id !== tribeId && liveTribes.has(id));
  return { ...privacy, visibility: allowedTribes.length ? 'tribes' : 'private', allowedTribes };
}

/** Every photo of the owner shared with the tribe, read afresh, changed to its privacy without the tribe. */
async function unshareTribePhotos(tribe: Pick<TribeRecord, 'id' | 'ownerId'>): Promise<void> {
  const ids = (await allTribeShares(tribe.id)).filter((share) => share.ownerId === tribe.ownerId).map((share) => share.photoId);
  for (let start = 0; start < ids.length; start += PAGE) {
    const photos = (await getPhotos(ids.slice(start, start + PAGE))).filter(
      (photo) =>
        photo.userId === tribe.ownerId && photo.privacy.visibility === 'tribes' && photo.privacy.allowedTribes.includes(tribe.id),
    );
    const live = await tribesOwnedBy(
      tribe.ownerId,
      photos.flatMap((photo) => photo.privacy.allowedTribes),
    );
    // A few at once: a tribe with many photos must finish inside the request's time.
    for (let at = 0; at < photos.length; at += PARALLEL_CHANGES) {
      await Promise.all(
        photos.slice(at, at + PARALLEL_CHANGES).map((photo) => updatePrivacy(photo, withoutTribe(photo.privacy, tribe.id, live))),
      );
    }
  }
}

/**
 * The photos first, while the tribe still exists (their change withdraws them from its members' feeds
 * as any privacy change does), then the tribe with its members and whatever share is left, then the
 * feeds of those who held its photos.
 */
export async function removeCustomTribe(tribe: Pick<TribeRecord, 'id' | 'ownerId' | 'type'>): Promise<void> {
  await unshareTribePhotos(tribe);
  const holders = await tribeFeedHolders(tribe.id);
  await deleteTribe(tribe);
  await holders.withdraw();
}
