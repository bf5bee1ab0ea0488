/**
 * Every key value of the single table is built here, in photo-keys.ts and in tribe-keys.ts, and nowhere else, so the layout can be read (and
 * changed) in one place. docs/data-model.md lists the access pattern each key serves.
 *
 * Naming scheme (follow it for new entities: shares, capsules, API keys, search terms, ...):
 *   `<entity>Key(ids)`           the item's primary key, `{ PK, SK }`
 *   `<entity><Purpose>Index(ids)` the index attributes an item carries for one access pattern,
 *                                `{ GSInPK, GSInSK }`; the item spreads them next to its key
 *   `<owner><Things>Partition(id)` a partition value (PK or GSInPK) that a Query reads
 *   `SK_PREFIX.<entity>`         the start of the sort keys of one kind of item in a partition, for
 *                                begins_with / BETWEEN ranges
 *   `<NAME>_PARTITION`           a fixed partition (one for the whole table)
 * Key values are `<TAG>#<id>`; a singleton item of a partition has a bare SK (`PROFILE`, `PHOTO`, ...).
 * Ids are ULIDs where a partition is listed newest first, so the sort key orders by creation time.
 */
import { hashToken } from '../../kernel/ids';

/** The tags in front of ids: `<TAG>#`, for the key builders (this module, photo-keys.ts, tribe-keys.ts) only. */
export const TAG = {
  announcement: 'ANNOUNCEMENT#',
  capsule: 'CAPSULE#',
  apiKey: 'APIKEY#',
  comment: 'COMMENT#',
  email: 'EMAIL#',
  feed: 'FEED#',
  follow: 'FOLLOW#',
  followers: 'FOLLOWERS#',
  following: 'FOLLOWING#',
  follows: 'FOLLOWS#',
  invite: 'INVITE#',
  like: 'LIKE#',
  liked: 'LIKED#',
  member: 'MEMBER#',
  memberOf: 'MEMBER_OF#',
  notification: 'NOTIF#',
  notificationOnce: 'NOTIFONCE#',
  notifications: 'NOTIFS#',
  notificationsSent: 'NOTIFS_FROM#',
  oauthState: 'OAUTH#',
  photo: 'PHOTO#',
  rate: 'RATE#',
  reaction: 'REACTION#',
  reactions: 'REACTIONS#',
  count: 'COUNT#',
  session: 'SESSION#',
  share: 'SHARE#',
  shareLink: 'SHARELINK#',
  term: 'TERM#',
  token: 'TOKEN#',
  tribe: 'TRIBE#',
  unlock: 'UNLOCK#',
  unread: 'UNREAD#',
  user: 'USER#',
  view: 'VIEW#',
  week: 'WEEK#',
  window: 'WINDOW#',
} as const;

/** Sort-key prefixes for range queries over one kind of item in a partition. */
export const SK_PREFIX = {
  announcement: TAG.announcement,
  capsule: TAG.capsule,
  apiKey: TAG.apiKey,
  comment: TAG.comment,
  feed: TAG.feed,
  follow: TAG.follow,
  follows: TAG.follows,
  invite: TAG.invite,
  like: TAG.like,
  member: TAG.member,
  memberOf: TAG.memberOf,
  notification: TAG.notification,
  ownedTribe: TAG.tribe,
  reaction: TAG.reaction,
  photo: TAG.photo,
  session: TAG.session,
  share: TAG.share,
  token: TAG.token,
  unlock: TAG.unlock,
} as const;

/** The public index's shape (public-photos.ts, docs/decisions/public-index.md): groups spread writes, replicas spread reads. */
export const PUBLIC_INDEX = { groups: 8, replicas: 8 } as const;
export const publicPhotosPartition = (group: number, replica: number) => `PUBLIC#${group}#${replica}`;
export const publicPhotoKey = (group: number, replica: number, photoId: string) => ({
  PK: publicPhotosPartition(group, replica),
  SK: `${TAG.photo}${photoId}`,
});
/**
 * A member's feed (tribe fan-out on write, docs/decisions/tribe-fan-out.md): one item per photo shared with
 * a tribe of theirs, in their own partition, so leaving deletes it with the rest; newest first by photo id.
 */
export const memberFeedKey = (userId: string, photoId: string) => ({ PK: userPartition(userId), SK: `${TAG.feed}${photoId}` });
/** Photos whose fan-out is not yet finished (GSI2, sparse), in shards so every tribe upload does not write one partition. */
export const FAN_OUT_PENDING_SHARDS = 8;
export const fanOutPendingPartition = (shard: number) => `FANOUT#PENDING#${shard}`;
/**
 * Photos still being processed (GSI3, sparse), oldest first by id in each shard: the reconcile's work list.
 * In shards by a hash of the photo id, so every upload does not write one partition
 * (docs/decisions/processing-index-shards.md).
 */
export const PROCESSING_SHARDS = 8;
/** The shards of a search term's shared partition (photo-keys.ts termPhotosPartition, docs/decisions/search-term-shards.md). */
export const TERM_SHARDS = 4;
export const processingPhotosPartition = (shard: number) => `PROCESSING#PHOTOS#${shard}`;
/**
 * Photos deleted a moment ago, oldest first by a ULID in each shard: the reconcile deletes their dependants
 * once more after requests that raced the deletion have ended (docs/decisions/deleted-photos-swept-again.md).
 */
export const DELETED_PHOTO_SHARDS = 4;
export const deletedPhotosPartition = (shard: number) => `DELETED#PHOTOS#${shard}`;
export const ANNOUNCEMENTS_PARTITION = 'ANNOUNCEMENTS';
export const FEATURES_PARTITION = 'FEATURES';
/** Memory capsules still to be announced as open, by unlock date (GSI3). */
export const SEALED_CAPSULES_PARTITION = 'CAPSULES#SEALED';
/** Copies of members' data waiting to be packed (GSI3), oldest request first: the export job's work list. */
export const QUEUED_EXPORTS_PARTITION = 'EXPORTS#QUEUED';
/**
 * Members whose deletion started (GSI3, sparse, on the profile), oldest first: the account-deletion job's
 * work list. One partition: it holds only members mid-deletion, a handful at a time.
 */
export const LEAVING_MEMBERS_PARTITION = 'ACCOUNTS#LEAVING';
/**
 * Members whose counters (likes received, followers, following) an item's deletion moved: the counters
 * job recounts them from the items (counter-recheck.ts). One item per member, whatever marked them.
 */
export const COUNTER_RECHECK_SHARDS = 4;
export const counterRecheckPartition = (shard: number) => `COUNTERS#RECHECK#${shard}`;

// Members and what hangs off them.
export const userPartition = (userId: string) => `${TAG.user}${userId}`;
export const userKey = (userId: string) => ({ PK: userPartition(userId), SK: 'PROFILE' });
/**
 * The likes a member's photos received, in LIKES_RECEIVED_SHARDS small items of their own partitions
 * (docs/decisions/hot-counters.md): a viral photo's likes spread over them instead of rewriting
 * its author's profile. The member's count is the sum of the shards.
 */
export const LIKES_RECEIVED_SHARDS = 8;
export const likesReceivedShardKey = (userId: string, shard: number) => ({
  PK: `${userPartition(userId)}#${TAG.count}${shard}`,
  SK: 'COUNT',
});
/** A member's latest copy of their data (Download my data); in their partition, so leaving deletes it. */
export const dataExportKey = (userId: string) => ({ PK: userPartition(userId), SK: 'DATA_EXPORT' });
export const dataExportQueueIndex = (userId: string, requestedIso: string) => ({
  GSI3PK: QUEUED_EXPORTS_PARTITION,
  GSI3SK: `${requestedIso}#${userId}`,
});
/** The profile's entry in the leaving members' work list: it goes with the profile, which is deleted last. */
export const leavingMemberIndex = (userId: string, leavingIso: string) => ({
  GSI3PK: LEAVING_MEMBERS_PARTITION,
  GSI3SK: `${leavingIso}#${userId}`,
});
export const emailKey = (email: string) => ({ PK: `${TAG.email}${email}`, SK: 'EMAIL' });
/** Beside the address's claim, in its partition: it outlives the account, as the address's bounces do. */
export const mailSuppressionKey = (email: string) => ({ PK: `${TAG.email}${email}`, SK: 'MAIL_SUPPRESSED' });
/** The cookie's session id is stored only as its hash. */
export const sessionKey = (sid: string) => ({ PK: `${TAG.session}${hashToken(sid)}`, SK: 'SESSION' });
export const sessionUserIndex = (userId: string, expireIso: string) => ({
  GSI1PK: userPartition(userId),
  GSI1SK: `${TAG.session}${expireIso}`,
});
/** Emailed link tokens are stored only as their hash. */
export const tokenKey = (token: string) => ({ PK: `${TAG.token}${hashToken(token)}`, SK: 'TOKEN' });
/** The start of the GSI1 sort keys of one kind of a member's tokens (all their reset links, say). */
export const tokenKindPrefix = (kind: string) => `${TAG.token}${kind}#`;
export const tokenUserIndex = (userId: string, kind: string, createdIso: string) => ({
  GSI1PK: userPartition(userId),
  GSI1SK: `${tokenKindPrefix(kind)}${createdIso}`,
});
export const oauthStateKey = (state: string) => ({ PK: `${TAG.oauthState}${state}`, SK: 'STATE' });
export const rateWindowsPartition = (scope: string, subject: string) => `${TAG.rate}${scope}#${subject}`;
export const rateWindowKey = (scope: string, subject: string, windowStartMs: number) => ({
  PK: rateWindowsPartition(scope, subject),
  SK: `${TAG.window}${windowStartMs}`,
});
/** The running streak of password attempts on one account from one client address (no window: it is cleared). */
export const signInStreakKey = (email: string, address: string) => ({
  PK: rateWindowsPartition('signin-streak', `${email}#${address}`),
  SK: 'STREAK',
});

// Follows.
export const followKey = (followerId: string, followingId: string) => ({
  PK: userPartition(followerId),
  SK: `${TAG.follows}${followingId}`,
});
export const followersPartition = (followingId: string) => `${TAG.followers}${followingId}`;
export const followFollowerIndex = (followerId: string, followingId: string) => ({
  GSI1PK: followersPartition(followingId),
  GSI1SK: `${TAG.user}${followerId}`,
});
/** Whom a member follows, newest follow first (the Following tab): every follow carries it, by its followId (a ULID made at the follow). */
export const followingPartition = (followerId: string) => `${TAG.following}${followerId}`;
export const followTimeIndex = (followerId: string, followId: string) => ({
  GSI2PK: followingPartition(followerId),
  GSI2SK: `${TAG.follow}${followId}`,
});

// Notifications.
export const notificationsPartition = (userId: string) => `${TAG.notifications}${userId}`;
export const notificationKey = (userId: string, notificationId: string) => ({
  PK: notificationsPartition(userId),
  SK: `${TAG.notification}${notificationId}`,
});
export const unreadPartition = (userId: string) => `${TAG.unread}${userId}`;
/** Present only while unread: the unread count is a COUNT Query on it. */
export const notificationUnreadIndex = (userId: string, notificationId: string) => ({
  GSI2PK: unreadPartition(userId),
  GSI2SK: `${TAG.notification}${notificationId}`,
});
/** The notifications a member caused (likes, follows, comments, new photos) in others' lists: leaving deletes them. */
export const notificationsSentPartition = (fromUserId: string) => `${TAG.notificationsSent}${fromUserId}`;
export const notificationSenderIndex = (fromUserId: string, notificationId: string) => ({
  GSI1PK: notificationsSentPartition(fromUserId),
  GSI1SK: `${TAG.notification}${notificationId}`,
});
export const notificationOnceKey = (dedupeKey: string) => ({ PK: `${TAG.notificationOnce}${dedupeKey}`, SK: 'ONCE' });

// Content.
export const announcementKey = (announcementId: string) => ({
  PK: ANNOUNCEMENTS_PARTITION,
  SK: `${TAG.announcement}${announcementId}`,
});
/** The week's key is the date of its Monday, whatever the time part of `weekStartDate`. */
export const featureKey = (weekStartDate: string) => ({ PK: FEATURES_PARTITION, SK: `${TAG.week}${weekStartDate.slice(0, 10)}` });

// Mobile API keys.
/** The key is stored only as its SHA-256 hash, which is also its partition: the authorizer's one GetItem. */
export const apiKeyHashKey = (keyHash: string) => ({ PK: `${TAG.apiKey}${keyHash}`, SK: 'APIKEY' });
export const apiKeyKey = (apiKey: string) => apiKeyHashKey(hashToken(apiKey));
/** An IAM `dynamodb:LeadingKeys` pattern matching every API-key item and nothing else: the authorizer's grant. */
export const API_KEY_PARTITION_PATTERN = `${TAG.apiKey}*`;
export const apiKeyOwnerIndex = (userId: string, keyId: string) => ({
  GSI1PK: userPartition(userId),
  GSI1SK: `${TAG.apiKey}${keyId}`,
});
/** The member's count of active keys, moved in the same transaction as each key (the cap of 10). */
export const apiKeyCountKey = (userId: string) => ({ PK: userPartition(userId), SK: 'APIKEYS' });
/**
 * The first answer to a mobile request sent with an Idempotency-Key (Powertools Idempotency writes these
 * items, functions/data/table/idempotency.ts): one partition per API key, so every phone's retries spread over
 * the table instead of meeting in one hot partition; each sort key
 * `<IDEMPOTENCY_SCOPE>#<sha256 of the key id and the header>`, so no client text reaches a key.
 */
export const idempotencyPartition = (apiKeyId: string) => `IDEMPOTENCY#${apiKeyId}`;
export const IDEMPOTENCY_SCOPE = 'MOBILE';
