/** The keys of a photo, what lives in its partition (comments, shares, capsules, edits), its counter shards, reactions and view markers, and the search index: see keys.ts for the scheme. */
import { hashToken, idTimePrefix } from '../../kernel/ids';
import { hashBucket } from './hash-bucket';
import {
  DELETED_PHOTO_SHARDS,
  deletedPhotosPartition,
  FAN_OUT_PENDING_SHARDS,
  fanOutPendingPartition,
  TAG,
  TERM_SHARDS,
  PROCESSING_SHARDS,
  processingPhotosPartition,
  SEALED_CAPSULES_PARTITION,
  userPartition,
} from './keys';

export const photoPartition = (photoId: string) => `${TAG.photo}${photoId}`;
export const photoKey = (photoId: string) => ({ PK: photoPartition(photoId), SK: 'PHOTO' });
export const photoOwnerIndex = (userId: string, photoId: string) => ({
  GSI1PK: userPartition(userId),
  GSI1SK: `${TAG.photo}${photoId}`,
});
/**
 * Present only while the photo is processing (removed when it turns ready or failed): the reconcile
 * reads it to finish photos whose bytes arrived but whose analysis was lost to a crash. Its shard is a
 * hash of the photo id, so the same photo always lands in the same one.
 */
export const processingShardOf = (photoId: string) => hashBucket(photoId, PROCESSING_SHARDS);
export const photoProcessingIndex = (photoId: string) => ({
  GSI3PK: processingPhotosPartition(processingShardOf(photoId)),
  GSI3SK: `${TAG.photo}${photoId}`,
});
/**
 * Present only while the photo's tribe fan-out is unfinished: the sort key is the fan-out's
 * token, a ULID made when it started, so the reconcile reads the oldest first and the finishing write
 * can tell whether another change started a newer fan-out meanwhile.
 */
export const photoFanOutPendingIndex = (photoId: string, token: string) => ({
  GSI2PK: fanOutPendingPartition(hashBucket(photoId, FAN_OUT_PENDING_SHARDS)),
  GSI2SK: token,
});
/**
 * A member's reaction to a photo, in the member's partition: a viral photo's reactions spread
 * over its reactors' partitions instead of piling into the photo's, and "has this member reacted" is one read.
 */
export const reactionKey = (photoId: string, userId: string) => ({ PK: userPartition(userId), SK: `${TAG.reaction}${photoId}` });
/** A photo's reactions, so deleting the photo finds them (a GSI1 partition per photo; reactions come at a member's pace). */
export const reactionPhotoPartition = (photoId: string) => `${TAG.reactions}${photoId}`;
export const reactionPhotoIndex = (photoId: string, userId: string) => ({
  GSI1PK: reactionPhotoPartition(photoId),
  GSI1SK: `${TAG.user}${userId}`,
});
/** The photos a member likes, newest like first: a like carries it; a dislike or a withdrawn like does not (sparse GSI2). */
export const likedPhotosPartition = (userId: string) => `${TAG.liked}${userId}`;
export const reactionLikedIndex = (userId: string, likeId: string) => ({
  GSI2PK: likedPhotosPartition(userId),
  GSI2SK: `${TAG.like}${likeId}`,
});
/** The design state an edited photo was saved with: beside the photo, not in it, so feed reads stay small. */
export const photoEditKey = (photoId: string) => ({ PK: photoPartition(photoId), SK: 'EDIT' });
/**
 * A member's counted view of the photo on one UTC day (`YYYY-MM-DD`): its conditional put counts the view
 * once. In the viewer's partition, so a viral photo's views do not all land in one partition.
 */
export const photoViewKey = (photoId: string, userId: string, day: string) => ({
  PK: userPartition(userId),
  SK: `${TAG.view}${day}#${photoId}`,
});
/**
 * The photo's counter shards (docs/decisions/hot-counters.md): COUNTER_SHARDS small items, each
 * its own partition, that views and reactions add to; a photo's counts are its item's plus the shards'.
 */
export const COUNTER_SHARDS = 8;
export const counterShardKey = (photoId: string, shard: number) => ({
  PK: `${photoPartition(photoId)}#${TAG.count}${shard}`,
  SK: 'COUNT',
});
/**
 * A deleted photo waiting for its second sweep (photo-deletes.ts). Its SK starts with the time prefix of
 * its deletion's start (idTimePrefix), so the sweep's `SK < idTimePrefix(deletedBefore)` reads the old ones:
 * a photo's own deletion takes a ULID of now; an account's deletion its start (`leavingSince`) and the
 * photo's id, so each pass of that deletion writes the same item again instead of another one.
 */
export const deletedPhotoKey = (photoId: string, deletion: { sweepId: string } | { startedAtMs: number }) => ({
  PK: deletedPhotosPartition(hashBucket(photoId, DELETED_PHOTO_SHARDS)),
  SK: 'sweepId' in deletion ? deletion.sweepId : `${idTimePrefix(deletion.startedAtMs)}#${photoId}`,
});
export const deletedPhotoPartitions = () => Array.from({ length: DELETED_PHOTO_SHARDS }, (_, shard) => deletedPhotosPartition(shard));
export const commentKey = (photoId: string, commentId: string) => ({ PK: photoPartition(photoId), SK: `${TAG.comment}${commentId}` });
/** The comments a member wrote, so leaving can delete them (and correct the counters) without a Scan. */
export const commentAuthorIndex = (userId: string, commentId: string) => ({
  GSI1PK: userPartition(userId),
  GSI1SK: `${TAG.comment}${commentId}`,
});
/** A private share link of the photo; the creator's id in the SK lists one member's links of one photo. */
export const shareKey = (photoId: string, creatorId: string, shareId: string) => ({
  PK: photoPartition(photoId),
  SK: `${shareCreatorPrefix(creatorId)}${shareId}`,
});
/** The start of the SKs of one creator's shares in a photo's partition. */
export const shareCreatorPrefix = (creatorId: string) => `${TAG.share}${creatorId}#`;
/** A member's shares of every photo, newest first. */
export const shareCreatorIndex = (creatorId: string, shareId: string) => ({
  GSI1PK: userPartition(creatorId),
  GSI1SK: `${TAG.share}${shareId}`,
});
/** The link of a share is stored only as its hash: one GetItem finds the share a link opens. */
export const shareLinkKey = (link: string) => ({ PK: `${TAG.shareLink}${hashToken(link)}`, SK: 'LINK' });

// Search: one item per photo and term, read per term, newest first (docs/data-model.md "Search").
/**
 * A term's photos that someone other than the owner may see (public, or shared with tribes): every
 * viewer reads it and filters by visibility. Private photos are never in it. In TERM_SHARDS shards by a
 * hash of the photo id, so a common word written by every upload with it spreads its writes;
 * a search reads every shard of a word (docs/decisions/search-term-shards.md).
 */
export const termShardOf = (photoId: string) => hashBucket(photoId, TERM_SHARDS);
export const termPhotosPartition = (term: string, shard: number) => `${TAG.term}${term}#${shard}`;
export const termPhotosPartitions = (term: string) =>
  Array.from({ length: TERM_SHARDS }, (_, shard) => termPhotosPartition(term, shard));
/** A term's photos of one owner, whatever their privacy: how a member finds their own photos. */
export const ownerTermPhotosPartition = (userId: string, term: string) => `${TAG.term}${TAG.user}${userId}#${term}`;
export const termPhotoKey = (partition: string, photoId: string) => ({ PK: partition, SK: `${TAG.photo}${photoId}` });
/** The term partitions a photo is in now, beside the photo (deleted with its partition): what a re-index removes. */
export const photoSearchTermsKey = (photoId: string) => ({ PK: photoPartition(photoId), SK: 'SEARCH' });

// Memory capsules: in their photo's partition, so deleting the photo deletes them.
export const capsuleKey = (photoId: string, capsuleId: string) => ({ PK: photoPartition(photoId), SK: `${TAG.capsule}${capsuleId}` });
/** The owner's capsules, newest first; also how one is found by id (owner and id known, photo not). */
export const capsuleOwnerIndex = (userId: string, capsuleId: string) => ({
  GSI1PK: userPartition(userId),
  GSI1SK: `${TAG.capsule}${capsuleId}`,
});
/** Present only while the capsule is sealed and its opening not yet announced: the opening job's Query. */
export const capsuleUnlockIndex = (unlockDate: string, capsuleId: string) => ({
  GSI3PK: SEALED_CAPSULES_PARTITION,
  GSI3SK: unlockSortKey(unlockDate, capsuleId),
});
/** Sort keys of the capsules due on or before `unlockDate`: `UNLOCK#<date>#<id>`, ids being ULIDs ([0-9A-Z]). */
export const unlockSortKey = (unlockDate: string, capsuleId = '~') => `${TAG.unlock}${unlockDate}#${capsuleId}`;
