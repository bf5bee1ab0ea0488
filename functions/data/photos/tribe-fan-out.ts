/**
 * Who holds which feed item (docs/decisions/tribe-fan-out.md). A photo shared with a tribe of
 * fewer than TRIBE_FAN_OUT_MAX_MEMBERS members is written into each member's own feed (member-feed.ts);
 * a member who joins such a tribe gets its photos shared so far, then their membership says so
 * (`feedFilled`), and the feed reads the tribe's list only for memberships that do not. Every read still
 * passes each photo through the visibility rule: an item left behind by a crash or a race never shows
 * a photo the member may not see, it only makes a page shorter.
 */
import { TRIBE_FAN_OUT_MAX_MEMBERS } from '../../../shared/constants';
import { memberFeedKey } from '../keys/keys';
import { finishFanOut, putInFeeds, removeFromFeeds } from '../tribes/member-feed';
import { createPhoto, getPhoto, getPhotos, type NewPhoto, type PhotoRecord } from './photo';
import { getTribe, getTribes } from '../tribes/tribe';
import { markFeedFilled, memberIdsOf, memberTribeIds } from '../tribes/tribe-membership';
import { allTribeShares, sharedTribes } from '../tribes/tribe-photos';
import type { Privacy } from '../../../shared/schemas/photo';

/** Tries before a fan-out that keeps meeting newer changes is left to them (and to the reconcile). */
const FAN_OUT_ATTEMPTS = 3;
/** Members whose feeds are corrected at once when a tribe goes. */
const PARALLEL = 8;

/** The tribes among these that exist and are small enough to fan out to. */
async function fanOutTribesAmong(tribeIds: readonly string[]): Promise<string[]> {
  if (!tribeIds.length) return [];
  return (await getTribes(tribeIds)).filter((tribe) => tribe.memberCount < TRIBE_FAN_OUT_MAX_MEMBERS).map((tribe) => tribe.id);
}

async function membersOfAll(tribeIds: readonly string[]): Promise<Set<string>> {
  return new Set((await Promise.all(tribeIds.map(memberIdsOf))).flat());
}

/**
 * Brings the members' feeds in line with the photo's privacy now: an item for every member of its small
 * tribes, none for the members of tribes it was shared with before. Idempotent (puts and deletes of
 * fixed keys); it finishes the pending mark only if no newer change started meanwhile, else reads the
 * photo again, so the last writes follow the last privacy. False if it gave up to a newer change.
 * `justWritten`, the record its caller has just written, spares the first read: its fan-out token is the
 * one the finish is conditioned on, so a change made meanwhile still sends the next attempt to the table.
 */
export async function fanOutPhoto(photoId: string, justWritten?: PhotoRecord): Promise<boolean> {
  for (let attempt = 0; attempt < FAN_OUT_ATTEMPTS; attempt += 1) {
    const photo = attempt === 0 && justWritten ? justWritten : await getPhoto(photoId);
    if (!photo) return true;
    const target = await fanOutTribesAmong(sharedTribes(photo.privacy));
    const earlier = (photo.fanOutTribes ?? []).filter((tribeId) => !target.includes(tribeId));
    const [recipients, formerly] = await Promise.all([membersOfAll(target), membersOfAll(earlier)]);
    recipients.delete(photo.userId);
    await Promise.all([
      putInFeeds([...recipients].map((memberId) => ({ memberId, photoId, ownerId: photo.userId }))),
      removeFromFeeds([...formerly].filter((memberId) => !recipients.has(memberId)).map((memberId) => ({ memberId, photoId }))),
    ]);
    if (await finishFanOut(photoId, photo.fanOutToken, target)) return true;
  }
  return false;
}

/** A new photo (photo.ts) and, when it is shared with tribes, its fan-out (the reconcile's after a crash). */
export async function createSharedPhoto(input: NewPhoto): Promise<PhotoRecord> {
  const photo = await createPhoto(input);
  if (photo.fanOutToken) await fanOutPhoto(photo.id, photo);
  return photo;
}

/** The feed items a photo may have: its members' of every tribe it is or was fanned out to (for its deletion). */
export async function feedKeysOf(photo: { id: string; privacy?: Privacy; fanOutTribes?: string[] }) {
  const tribes = new Set([...(photo.privacy ? sharedTribes(photo.privacy) : []), ...(photo.fanOutTribes ?? [])]);
  return [...(await membersOfAll([...tribes]))].map((memberId) => memberFeedKey(memberId, photo.id));
}

/**
 * After a member joined a small tribe: its photos shared so far go into their feed, then the membership
 * is marked filled. A photo shared meanwhile is there too: its fan-out reads the members after its share
 * was written, and this reads the shares after the membership was. False for a large tribe, or a
 * membership that ended meanwhile (the feed reads the tribe's list for it).
 */
export async function fillMemberFeed(tribeId: string, memberId: string): Promise<boolean> {
  const tribe = await getTribe(tribeId);
  if (!tribe || tribe.memberCount >= TRIBE_FAN_OUT_MAX_MEMBERS) return false;
  const shares = await allTribeShares(tribeId);
  await putInFeeds(shares.filter((share) => share.ownerId !== memberId).map((share) => ({ memberId, ...share })));
  return markFeedFilled(tribeId, memberId);
}

/**
 * The tribe's photos leave the members' feeds, but those a member still sees through another tribe of
 * theirs. `shares` and `memberIds` are read before the tribe goes when the whole tribe is deleted.
 */
async function withdrawTribe(tribeId: string, memberIds: readonly string[], shares: readonly { photoId: string }[]): Promise<void> {
  if (!shares.length || !memberIds.length) return;
  const photos = await getPhotos(shares.map((share) => share.photoId));
  for (let start = 0; start < memberIds.length; start += PARALLEL) {
    await Promise.all(
      memberIds.slice(start, start + PARALLEL).map(async (memberId) => {
        const stillIn = await memberTribeIds(memberId);
        stillIn.delete(tribeId);
        const kept = new Set(photos.filter((p) => sharedTribes(p.privacy).some((t) => stillIn.has(t))).map((p) => p.id));
        await removeFromFeeds(shares.filter((share) => !kept.has(share.photoId)).map(({ photoId }) => ({ memberId, photoId })));
      }),
    );
  }
}

/** After a member left or was removed: the tribe's photos leave their feed (at once; reads check anyway). */
export async function clearMemberFeed(tribeId: string, memberId: string): Promise<void> {
  await withdrawTribe(tribeId, [memberId], await allTribeShares(tribeId));
}

/** Before a tribe is deleted: who holds its photos; then `withdraw` once the tribe is gone. */
export async function tribeFeedHolders(tribeId: string): Promise<{ withdraw: () => Promise<void> }> {
  const [memberIds, shares] = await Promise.all([memberIdsOf(tribeId), allTribeShares(tribeId)]);
  return { withdraw: () => withdrawTribe(tribeId, memberIds, shares) };
}
