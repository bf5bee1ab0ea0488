/**
 * A page of photos with everything presenting it needs (each photo, its counter shards, its author and
 * the viewer's reaction) in ONE BatchGetItem (strongly consistent unless a feed says otherwise), so a list costs one round trip after its id
 * queries instead of three (photos, then authors and reactions). The id lists name each photo's owner
 * (IdPage.owners); an owner a list did not name is read afterwards, only then.
 */
import { batchGet } from '../table/client';
import { photoKey, reactionKey } from '../keys/photo-keys';
import { counterShardKeys, sumShards, withShards } from '../community/photo-counts';
import { tribeKey } from '../keys/tribe-keys';
import { userKey } from '../keys/keys';
import { toPhoto, type PhotoRecord } from './photo';
import { toReaction, type Reaction } from '../community/reactions';
import { toTribe } from '../tribes/tribe';
import { getUsers, toUser, type UserRecord } from '../members/users';

export interface PhotoRef {
  id: string;
  /** The photo's owner when the list knows it. */
  ownerId?: string;
}

export interface PhotoContext {
  authors: ReadonlyMap<string, UserRecord>;
  reactions: ReadonlyMap<string, Reaction>;
  /** The names of the viewer's tribes, when the page read them with its photos (a card names the tribe it came through). */
  tribeNames?: ReadonlyMap<string, string>;
}

type Key = { PK: string; SK: string };
type Kind = 'photo' | 'count' | 'author' | 'reaction' | 'tribe';

const keyId = (key: { PK: unknown; SK: unknown }) => `${String(key.PK)}\n${String(key.SK)}`;

async function readKinds(keys: { key: Key; kind: Kind }[], consistent = true): Promise<Record<Kind, Record<string, unknown>[]>> {
  const kindOf = new Map(keys.map(({ key, kind }) => [keyId(key), kind]));
  const unique = [...new Map(keys.map(({ key }) => [keyId(key), key])).values()];
  const found: Record<Kind, Record<string, unknown>[]> = { photo: [], count: [], author: [], reaction: [], tribe: [] };
  for (const item of unique.length ? await batchGet(unique, { consistent }) : []) {
    const kind = kindOf.get(keyId(item as Key));
    if (kind) found[kind].push(item);
  }
  return found;
}

function contextKeys(viewerId: string | null, refs: readonly PhotoRef[]): { key: Key; kind: Kind }[] {
  return refs.flatMap((ref) => [
    ...(ref.ownerId ? [{ key: userKey(ref.ownerId), kind: 'author' as const }] : []),
    ...(viewerId ? [{ key: reactionKey(ref.id, viewerId), kind: 'reaction' as const }] : []),
  ]);
}

async function withMissingAuthors(authors: Map<string, UserRecord>, ownerIds: readonly string[]): Promise<Map<string, UserRecord>> {
  const missing = ownerIds.filter((id) => !authors.has(id));
  if (!missing.length) return authors;
  for (const [id, user] of await getUsers(missing)) authors.set(id, user);
  return authors;
}

function toContext(found: Record<Kind, Record<string, unknown>[]>): {
  authors: Map<string, UserRecord>;
  reactions: Map<string, Reaction>;
  tribeNames: Map<string, string>;
} {
  const authors = new Map<string, UserRecord>();
  for (const item of found.author) {
    const user = toUser(item);
    if (user) authors.set(user.id, user);
  }
  const reactions = new Map<string, Reaction>();
  for (const item of found.reaction) {
    const reaction = toReaction(item);
    if (reaction) reactions.set(reaction.photoId, reaction.reaction);
  }
  const tribeNames = new Map<string, string>();
  for (const item of found.tribe) {
    const tribe = toTribe(item);
    if (tribe) tribeNames.set(tribe.id, tribe.name);
  }
  return { authors, reactions, tribeNames };
}

/**
 * The photos with these ids that exist, in the order given, with their authors and the viewer's
 * reactions, and the names of `tribeIds` (the viewer's tribes) in the same batch read.
 */
export async function readPhotoPage(
  viewerId: string | null,
  refs: readonly PhotoRef[],
  tribeIds: Iterable<string> = [],
  options: { consistent?: boolean } = {},
): Promise<PhotoContext & { photos: PhotoRecord[] }> {
  const tribes = [...tribeIds];
  const found = await readKinds(
    [
      ...refs.flatMap((ref) => [
        { key: photoKey(ref.id), kind: 'photo' as const },
        ...counterShardKeys(ref.id).map((key) => ({ key, kind: 'count' as const })),
      ]),
      ...contextKeys(viewerId, refs),
      ...(refs.length ? tribes.map((id) => ({ key: tribeKey(id), kind: 'tribe' as const })) : []),
    ],
    options.consistent,
  );
  const byId = new Map<string, PhotoRecord>();
  const sums = sumShards(found.count);
  for (const item of found.photo) {
    const photo = toPhoto(item);
    if (photo) byId.set(photo.id, withShards(photo, sums));
  }
  const photos = [...new Set(refs.map((ref) => ref.id))].map((id) => byId.get(id)).filter((p): p is PhotoRecord => Boolean(p));
  const { authors, reactions, tribeNames } = toContext(found);
  return {
    photos,
    ...(tribes.length ? { tribeNames } : {}),
    authors: await withMissingAuthors(
      authors,
      photos.map((p) => p.userId),
    ),
    reactions,
  };
}

/**
 * The authors and the viewer's reactions for photos already read, and the names of `tribeIds` (the
 * tribes a card may name), in one batch read.
 */
export async function readPhotoContext(
  viewerId: string | null,
  photos: readonly Pick<PhotoRecord, 'id' | 'userId'>[],
  tribeIds: Iterable<string> = [],
): Promise<PhotoContext> {
  if (!photos.length) return { authors: new Map(), reactions: new Map() };
  const tribes = [...tribeIds];
  const found = await readKinds([
    ...contextKeys(
      viewerId,
      photos.map((photo) => ({ id: photo.id, ownerId: photo.userId })),
    ),
    ...tribes.map((id) => ({ key: tribeKey(id), kind: 'tribe' as const })),
  ]);
  const { tribeNames, ...context } = toContext(found);
  return tribes.length ? { ...context, tribeNames } : context;
}
