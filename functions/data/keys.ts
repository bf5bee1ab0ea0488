/**
 * Every key value of the single table is built here and nowhere else, so the layout can be read (and
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
import { hashToken } from '../lib/ids';

/** The tags in front of ids: `<TAG>#`. Private, so a key can only be built by the builders below. */
const TAG = {
  announcement: 'ANNOUNCEMENT#',
  capsule: 'CAPSULE#',
  apiKey: 'APIKEY#',
  comment: 'COMMENT#',
  email: 'EMAIL#',
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
  session: 'SESSION#',
  searchIndex: 'SEARCH#',
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

export const PUBLIC_PHOTOS_PARTITION = 'PUBLIC#PHOTOS';
/** Photos still being processed (GSI3), oldest first by id: the reconcile's work list. */
export const PROCESSING_PHOTOS_PARTITION = 'PROCESSING#PHOTOS';
export const ANNOUNCEMENTS_PARTITION = 'ANNOUNCEMENTS';
export const FEATURES_PARTITION = 'FEATURES';
/** Memory capsules still to be announced as open, by unlock date (GSI3). */
export const SEALED_CAPSULES_PARTITION = 'CAPSULES#SEALED';

// Members and what hangs off them.
export const userPartition = (userId: string) => `${TAG.user}${userId}`;
export const userKey = (userId: string) => ({ PK: userPartition(userId), SK: 'PROFILE' });
export const emailKey = (email: string) => ({ PK: `${TAG.email}${email}`, SK: 'EMAIL' });
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

// Photos and their dependants (deleted with the photo's partition).
export const photoPartition = (photoId: string) => `${TAG.photo}${photoId}`;
export const photoKey = (photoId: string) => ({ PK: photoPartition(photoId), SK: 'PHOTO' });
export const photoOwnerIndex = (userId: string, photoId: string) => ({
  GSI1PK: userPartition(userId),
  GSI1SK: `${TAG.photo}${photoId}`,
});
/** Present only while the photo is public: the public feed. */
export const photoPublicIndex = (photoId: string) => ({ GSI2PK: PUBLIC_PHOTOS_PARTITION, GSI2SK: `${TAG.photo}${photoId}` });
/**
 * Present only while the photo is processing (removed when it turns ready or failed): the reconcile
 * reads it to finish photos whose bytes arrived but whose analysis was lost to a crash.
 */
export const photoProcessingIndex = (photoId: string) => ({
  GSI3PK: PROCESSING_PHOTOS_PARTITION,
  GSI3SK: `${TAG.photo}${photoId}`,
});
export const reactionKey = (photoId: string, userId: string) => ({ PK: photoPartition(photoId), SK: `${TAG.reaction}${userId}` });
/** The reactions a member made, so leaving can withdraw them (and correct the counters) without a Scan. */
export const reactionUserIndex = (userId: string, photoId: string) => ({
  GSI1PK: userPartition(userId),
  GSI1SK: `${TAG.reaction}${photoId}`,
});
/** The photos a member likes, newest like first (issue 17): a like carries it; a dislike or a withdrawn like does not (sparse GSI2). */
export const likedPhotosPartition = (userId: string) => `${TAG.liked}${userId}`;
export const reactionLikedIndex = (userId: string, likeId: string) => ({
  GSI2PK: likedPhotosPartition(userId),
  GSI2SK: `${TAG.like}${likeId}`,
});
/** The design state an edited photo was saved with (issue 11): beside the photo, not in it, so feed reads stay small. */
export const photoEditKey = (photoId: string) => ({ PK: photoPartition(photoId), SK: 'EDIT' });
/** A member's counted view of the photo on one UTC day (`YYYY-MM-DD`): its conditional put counts the view once. */
export const photoViewKey = (photoId: string, userId: string, day: string) => ({
  PK: photoPartition(photoId),
  SK: `${TAG.view}${day}#${userId}`,
});
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

// Search (issue 14): one item per photo and term, read per term, newest first (docs/data-model.md "Search").
/**
 * A term's photos that someone other than the owner may see (public, or shared with tribes): every
 * viewer reads it and filters by visibility. Private photos are never in it.
 */
export const termPhotosPartition = (term: string) => `${TAG.term}${term}`;
/** A term's photos of one owner, whatever their privacy: how a member finds their own photos. */
export const ownerTermPhotosPartition = (userId: string, term: string) => `${TAG.term}${TAG.user}${userId}#${term}`;
export const termPhotoKey = (partition: string, photoId: string) => ({ PK: partition, SK: `${TAG.photo}${photoId}` });
/** The term partitions a photo is in now, beside the photo (deleted with its partition): what a re-index removes. */
export const photoSearchTermsKey = (photoId: string) => ({ PK: photoPartition(photoId), SK: 'SEARCH' });
/** The version of the index an existing table was backfilled to (the local start's one-off pass). */
export const searchIndexVersionKey = () => ({ PK: `${TAG.searchIndex}INDEX`, SK: 'VERSION' });

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

// Tribes, their members, invitations and the photos shared with them (deleted with the tribe's partition).
export const tribePartition = (tribeId: string) => `${TAG.tribe}${tribeId}`;
export const tribeKey = (tribeId: string) => ({ PK: tribePartition(tribeId), SK: 'TRIBE' });
export const tribeOwnerIndex = (ownerId: string, tribeId: string) => ({
  GSI1PK: userPartition(ownerId),
  GSI1SK: `${TAG.tribe}${tribeId}`,
});
export const memberKey = (tribeId: string, userId: string) => ({ PK: tribePartition(tribeId), SK: `${TAG.member}${userId}` });
export const memberOfIndex = (userId: string, tribeId: string) => ({
  GSI1PK: userPartition(userId),
  GSI1SK: `${TAG.memberOf}${tribeId}`,
});
/**
 * An invitation is keyed by the tribe and the invitee's normalised (trimmed, lower-case) address, the
 * form every account's email is stored in: an address that signs up later finds its invitations with
 * no write at sign-up.
 */
export const inviteKey = (tribeId: string, email: string) => ({ PK: tribePartition(tribeId), SK: `${TAG.invite}${email}` });
export const invitesPartition = (email: string) => `${TAG.invite}${email}`;
/** The invitations waiting for an address, newest first by the invitation's ULID (the Invitations list). */
export const inviteEmailIndex = (email: string, inviteId: string) => ({
  GSI1PK: invitesPartition(email),
  GSI1SK: `${TAG.invite}${inviteId}`,
});
/** How many custom tribes a member owns, moved in the same transaction as each one (the cap). */
export const customTribeCountKey = (userId: string) => ({ PK: userPartition(userId), SK: 'CUSTOMTRIBES' });
export const tribePhotoKey = (tribeId: string, photoId: string) => ({ PK: tribePartition(tribeId), SK: `${TAG.photo}${photoId}` });

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
 * items, functions/data/idempotency.ts): all in this one partition, each sort key
 * `<IDEMPOTENCY_SCOPE>#<sha256 of the key id and the header>`, so no client text reaches a key.
 */
export const IDEMPOTENCY_PARTITION = 'IDEMPOTENCY';
export const IDEMPOTENCY_SCOPE = 'MOBILE';
