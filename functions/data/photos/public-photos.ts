/**
 * The public index: slim table items `PUBLIC#<group>#<replica>` / `PHOTO#<photoId>` holding the
 * photo's id and owner, written with the photo and with each change of its privacy, in the same
 * transaction. A photo lands in one of PUBLIC_INDEX.groups groups by a hash of its id, and in every
 * replica of that group: uploads spread their writes over the groups, and readers spread theirs over the
 * replicas (each reader reads one replica of every group, in parallel, and merges them newest first), so
 * no partition is read by every feed nor written by every upload (docs/decisions/public-index.md).
 */
import { hashBucket } from '../keys/hash-bucket';
import { PUBLIC_INDEX, publicPhotoKey } from '../keys/keys';

export const publicGroupOf = (photoId: string) => hashBucket(photoId, PUBLIC_INDEX.groups);

/** The replica a reader reads: the same one for a member (their pages continue in it), any one for a job. */
export const publicReplicaFor = (readerId: string | undefined) =>
  readerId === undefined ? Math.floor(Math.random() * PUBLIC_INDEX.replicas) : hashBucket(readerId, PUBLIC_INDEX.replicas);

const replicas = () => Array.from({ length: PUBLIC_INDEX.replicas }, (_, replica) => replica);

/** The keys of every copy of the photo in the public index (present only while it is public). */
export const publicCopyKeys = (photoId: string) =>
  replicas().map((replica) => publicPhotoKey(publicGroupOf(photoId), replica, photoId));

export const publicCopyItems = (photoId: string, ownerId: string) =>
  publicCopyKeys(photoId).map((key) => ({ ...key, type: 'public-photo', photoId, ownerId }));

/** The transaction items that put the photo's public copies (public) or remove them (any other privacy). */
export function publicCopyWrites(tableName: string, photo: { id: string; userId: string; isPublic: boolean }) {
  return photo.isPublic
    ? publicCopyItems(photo.id, photo.userId).map((Item) => ({ Put: { TableName: tableName, Item } }))
    : publicCopyKeys(photo.id).map((Key) => ({ Delete: { TableName: tableName, Key } }));
}
