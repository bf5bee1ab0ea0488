/**
 * Leaving for good: everything of the member, in an order that makes the job resumable. Each
 * step deletes what it finds through the member's own keys and indexes (never a Scan) and is a no-op
 * when run again, and the member's profile and email claim go last: until then the member is on the
 * leaving work list, so a run that stops half-way (out of time, a fault, a crash) is finished by the
 * account-deletion job (functions/account/deletion-job.ts) or a retry.
 *
 * Leaving wins against the member's own requests: the claim marks the profile as leaving, from
 * when every write of theirs is refused (data/table/acting-member.ts) and every other request is signed out;
 * their credentials end first, and the sweep repeats until a pass finds nothing, so what raced in before
 * the mark goes too.
 *
 * What it deletes, step by step (docs/data-model.md, "Deleting an account"):
 *  1. their photos: every object in storage, then each photo's dependants (reactions and comments of
 *     anyone, share links of anyone with their link items, capsules, edit state, tribe shares), then
 *     the photo item;
 *  2. reactions and comments they made on others' photos, with those photos' counters (and their
 *     owners' likesReceived) corrected;
 *  3. follows both ways, with the other members' counters corrected;
 *  4. their tribes (members, invitations, photo shares, then the tribe), their memberships of others'
 *     tribes (member counts corrected), invitations waiting for their address;
 *  5. notifications to them and those they caused in others' lists, with their once-guards;
 *  6. share links and capsules they made, API keys with their count and upload windows;
 *  0. (before the sweep) sessions, API keys, emailed links and every copy of their data with its links;
 *  7. their profile picture; rate-limit windows keyed by their id; the copies of their data once more;
 *     emailed-link tokens; sessions;
 *  8. the profile (with whatever else is left in their partition) and the email claim, together.
 */
import { withoutMemberGuard } from '../data/table/leaving-member-guard';
import { deleteApiKeysOf } from '../data/members/api-keys';
import { deleteCapsulesOf } from '../data/photos/capsules';
import { commentsBy, removeComment } from '../data/community/comments';
import { endFollow, followsOf } from '../data/community/follows';
import { deleteNotificationsOfMember } from '../data/community/notifications';
import { allPhotoIdsOf } from '../data/photos/photo-lists';
import { getPhotos, getPhotosWithoutCounts } from '../data/photos/photo';
import { deletePhotoDependantsFirst } from '../data/photos/photo-deletes';
import { deleteRateWindows } from '../data/members/rate-windows';
import { reactionsBy, withdrawReaction } from '../data/community/reactions';
import { deleteSessionsOfUser } from '../data/members/sessions';
import { deleteSharesBy } from '../data/photos/share-links';
import { deleteTokensOf } from '../data/members/tokens';
import { deleteTribeContentsFirst, ownedTribes } from '../data/tribes/tribe';
import { invitesFor, removeInvite, type InviteRecord } from '../data/tribes/tribe-invitation';
import { removeMember, memberTribeIds } from '../data/tribes/tribe-membership';
import { deleteUserRecord } from '../data/members/user-deletion';
import { markCountersForRecheck } from '../data/members/counter-recheck';
import type { UserRecord } from '../data/members/users';
import { mediaStore } from '../lib/media/configured-media-store';
import { photoEditObjectKeys } from '../lib/photos/edit-objects';
import { dataExportsFolder, originalKey } from '../lib/media/object-keys';
import { takeBackDataExports } from '../lib/accounts/data-export-revocation';
import { assertTimeLeft } from './deletion-budget';

/** A member whose deletion was claimed: `leavingSince` (claimDeletion's answer) is when it started. */
type LeavingMember = UserRecord & { leavingSince: string };

/** How many photos (or other items) are worked on at once: fast, yet gentle on the table's capacity. */
const PARALLEL = 8;

/** Throws once the run is out of time (deletion-budget.ts): called between steps, so it stops with nothing half-done. */
type TimeCheck = () => void;

async function forEachChunk<T>(items: readonly T[], work: (chunk: T[]) => Promise<unknown>, timeLeft: TimeCheck): Promise<void> {
  for (let start = 0; start < items.length; start += PARALLEL) {
    timeLeft();
    await work(items.slice(start, start + PARALLEL));
  }
}

const inChunks = <T>(items: readonly T[], work: (item: T) => Promise<unknown>, timeLeft: TimeCheck) =>
  forEachChunk(items, (chunk) => Promise.all(chunk.map(work)), timeLeft);

/**
 * Each chunk's photo items are read in one batch, without their counter shards (a deletion shows no
 * counts); `leavingSinceMs` keys each photo's deleted-photo entry, so every pass writes the same one.
 */
async function deletePhotos(userId: string, leavingSinceMs: number, timeLeft: TimeCheck): Promise<number> {
  const ids = await allPhotoIdsOf(userId);
  await forEachChunk(
    ids,
    async (chunk) => {
      const photos = new Map((await getPhotosWithoutCounts(chunk)).map((photo) => [photo.id, photo]));
      await Promise.all(
        chunk.map(async (id) => {
          // An expired upload reads as absent: its keys are still known from its id.
          const photo = photos.get(id);
          await mediaStore().deletePhotoObjects({
            id,
            userId,
            originalKey: photo?.originalKey ?? originalKey(userId, id),
            editKeys: photo ? photoEditObjectKeys(photo) : [],
          });
          await deletePhotoDependantsFirst({ id, privacy: photo?.privacy }, leavingSinceMs);
        }),
      );
    },
    timeLeft,
  );
  return ids.length;
}

async function withdrawInteractions(userId: string, timeLeft: TimeCheck): Promise<number> {
  const [reactions, comments] = await Promise.all([reactionsBy(userId), commentsBy(userId)]);
  const photos = new Map((await getPhotos([...new Set(reactions.map((r) => r.photoId))])).map((p) => [p.id, p]));
  // A reaction on a photo already gone has no counters left to correct (deleteWithCounters deletes it alone).
  await inChunks(
    reactions,
    (r) => withdrawReaction({ id: r.photoId, userId: photos.get(r.photoId)?.userId ?? userId }, userId),
    timeLeft,
  );
  await inChunks(comments, removeComment, timeLeft);
  // The owners' likes received moved with the withdrawn likes: the counters job recounts them.
  await markCountersForRecheck([...new Set([...photos.values()].map((p) => p.userId).filter((id) => id !== userId))]);
  return reactions.length + comments.length;
}

async function leaveTribes(user: UserRecord, timeLeft: TimeCheck): Promise<number> {
  const [owned, memberOf, invitations] = await Promise.all([ownedTribes(user.id), memberTribeIds(user.id), allInvitesFor(user.email)]);
  await inChunks(owned, (tribe) => deleteTribeContentsFirst(tribe.id), timeLeft);
  await inChunks([...memberOf], (tribeId) => removeMember(tribeId, user.id), timeLeft);
  await inChunks(invitations, (invitation) => removeInvite(invitation.tribeId, user.email), timeLeft);
  return owned.length + memberOf.size + invitations.length;
}

async function endFollows(userId: string, timeLeft: TimeCheck): Promise<number> {
  const follows = await followsOf(userId);
  await inChunks(follows, (f) => endFollow(f.followerId, f.followingId), timeLeft);
  const others = follows.map((f) => (f.followerId === userId ? f.followingId : f.followerId));
  await markCountersForRecheck(others.filter((id) => id !== userId));
  return follows.length;
}

/** Every invitation waiting for the address, page by page (each removal frees its seat). */
async function allInvitesFor(email: string): Promise<InviteRecord[]> {
  const all: InviteRecord[] = [];
  for (let before: string | undefined; ;) {
    const { invites, more } = await invitesFor(email, { before, limit: 100 });
    all.push(...invites);
    if (!more || invites.length === 0) return all;
    before = invites[invites.length - 1]!.id;
  }
}

/**
 * One pass over everything the member made (steps 1-6); returns how many things it found, so the caller
 * knows whether a write that raced the start of the deletion was still landing.
 */
async function sweep(user: LeavingMember, timeLeft: TimeCheck): Promise<number> {
  const found = [
    await deletePhotos(user.id, Date.parse(user.leavingSince), timeLeft),
    await withdrawInteractions(user.id, timeLeft),
    await endFollows(user.id, timeLeft),
    await leaveTribes(user, timeLeft),
    (timeLeft(), await deleteNotificationsOfMember(user.id)),
    ...(await Promise.all([deleteSharesBy(user.id), deleteCapsulesOf(user.id)])),
  ];
  const keys = await deleteApiKeysOf(user.id);
  return [...found, keys.length].reduce((sum, n) => sum + n, 0);
}

/**
 * How long after the member was marked as leaving the last, empty pass must start: a write committed
 * just before the mark may take this long to show in the indexes the sweep reads (GSIs are eventually
 * consistent). Later writes of the member are refused (data/table/acting-member.ts).
 */
const INDEX_SETTLE_MS = 1_000;
/** Passes are bounded: a member cannot keep one deletion busy, and a retry continues where it stopped. */
const MAX_PASSES = 6;

/** Sweeps until a pass that started after the indexes settled finds nothing. */
async function sweepUntilClean(user: LeavingMember, markedAt: number, timeLeft: TimeCheck): Promise<void> {
  for (let pass = 1; ; pass += 1) {
    timeLeft();
    const startedAt = Date.now();
    const found = await sweep(user, timeLeft);
    if (found === 0 && startedAt - markedAt >= INDEX_SETTLE_MS) return;
    if (pass >= MAX_PASSES) throw new Error(`account deletion: still finding items after ${MAX_PASSES} passes`);
    if (found === 0) await new Promise((done) => setTimeout(done, markedAt + INDEX_SETTLE_MS - startedAt));
  }
}

/**
 * Deletes the member, who was marked as leaving when the deletion was claimed. Their other sessions,
 * their API keys and emailed links end first, so nothing but this request acts for them any more; the
 * request's own session (`keepSession`) ends last. Past `deadline` (epoch ms) it stops between two steps
 * with DeletionOutOfTime, and a later run (the account-deletion job) continues where it stopped.
 */
export async function deleteAccount(
  user: LeavingMember,
  options: { markedAt: number; keepSession?: string; deadline?: number },
): Promise<void> {
  const timeLeft = () => assertTimeLeft(options.deadline ?? Number.POSITIVE_INFINITY);
  await withoutMemberGuard(async () => {
    await Promise.all([
      deleteSessionsOfUser(user.id, { keep: options.keepSession }),
      deleteApiKeysOf(user.id),
      deleteTokensOf(user.id),
      // The copy item goes before anything else, so a copy being packed now is never offered or mailed.
      takeBackDataExports(user.id),
    ]);
    await sweepUntilClean(user, options.markedAt, timeLeft);
    timeLeft();
    await Promise.all([
      deleteRateWindows('member-mobile-upload', user.id),
      deleteRateWindows('api-key-create', user.id),
      deleteRateWindows('upload', user.id),
      deleteRateWindows('share-mail', user.id),
      deleteRateWindows('restyle', user.id),
      deleteRateWindows('tribe-invite', user.id),
      deleteRateWindows('data-export', user.id),
    ]);
    if (user.avatarKey) await mediaStore().delete(user.avatarKey);
    // Again at the end: an archive a job stored after the first sweep (its ready step then failed) goes too.
    await mediaStore().deleteFolder(dataExportsFolder(user.id));
    await deleteTokensOf(user.id);
    await deleteSessionsOfUser(user.id);
    await deleteUserRecord(user);
  });
}
