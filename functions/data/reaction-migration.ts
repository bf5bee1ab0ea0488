/**
 * The migration of reactions and view markers written before the counter shards (docs/decisions/hot-counters.md) out of their photo's partition
 * (`PHOTO#<photo>` / `REACTION#<member>`, `PHOTO#<photo>` / `VIEW#<day>#<member>`) into their member's
 * (photo-keys.ts). The counts they made stay where they were counted, on the photo item, which every
 * read adds to its counter shards (photo-counts.ts): moving an item changes no count.
 */
import { cancellationCodes } from './table/client';
import { TAG } from './keys/keys';
import {
  legacyReactionSortKeyPrefix,
  legacyViewSortKeyPrefix,
  photoViewKey,
  reactionKey,
  reactionPhotoIndex,
} from './keys/photo-keys';
import { shardMove } from './community/photo-counts';
import { toReaction } from './community/reactions';
import { changeWithCounters, IS_NEW } from './table/writes';

/** The marker is moved whatever is there: the same marker either way. */
const ANY = 'attribute_exists(PK) OR attribute_not_exists(PK)';

/** What a migration Scan looks for: reactions and view markers still in a photo's partition. */
export const LEGACY_PHOTO_DEPENDANTS_FILTER = {
  FilterExpression: 'begins_with(PK, :photo) AND (begins_with(SK, :reaction) OR begins_with(SK, :view))',
  ExpressionAttributeValues: { ':photo': TAG.photo, ':reaction': legacyReactionSortKeyPrefix, ':view': legacyViewSortKeyPrefix },
} as const;

type Item = Record<string, unknown>;

const legacyKey = (item: Item) => ({ PK: String(item.PK), SK: String(item.SK) });
const isLegacy = (item: Item, prefix: string) =>
  typeof item.PK === 'string' && item.PK.startsWith(TAG.photo) && typeof item.SK === 'string' && item.SK.startsWith(prefix);

/**
 * Moves one legacy item (a reaction or a view marker) into its member's partition; false for anything
 * else or when it changed meanwhile (the next pass finds it again). Idempotent: a moved item is gone
 * from the photo's partition.
 */
export async function moveOutOfPhotoPartition(item: Item): Promise<boolean> {
  if (isLegacy(item, legacyReactionSortKeyPrefix)) return moveReaction(item);
  if (isLegacy(item, legacyViewSortKeyPrefix)) return moveViewMarker(item);
  return false;
}

async function moveReaction(item: Item): Promise<boolean> {
  const reaction = toReaction(item);
  if (!reaction) return false;
  const { PK: _pk, SK: _sk, GSI1PK: _gsi1pk, GSI1SK: _gsi1sk, ...kept } = item;
  const deleteLegacy = { delete: legacyKey(item), condition: 'reaction = :reaction', values: { ':reaction': reaction.reaction } };
  const moved = {
    ...kept,
    ...reactionKey(reaction.photoId, reaction.userId),
    ...reactionPhotoIndex(reaction.photoId, reaction.userId),
  };
  try {
    await changeWithCounters([{ put: moved, condition: IS_NEW }, deleteLegacy], []);
    return true;
  } catch (error) {
    const [put, legacy] = cancellationCodes(error);
    if (legacy === 'ConditionalCheckFailed') return false;
    if (put !== 'ConditionalCheckFailed') throw error;
  }
  // The member reacted again after the code moved (a deployed table migrated while serving): their new
  // reaction stands, and the legacy one leaves with the count it made on the photo item.
  const add = { likes: reaction.reaction === 'like' ? -1 : 0, dislikes: reaction.reaction === 'dislike' ? -1 : 0 };
  await changeWithCounters(deleteLegacy, [shardMove(reaction.photoId, reaction.userId, add)]);
  return true;
}

/** `PHOTO#<photo>` / `VIEW#<day>#<member>`: the marker's photo, day and member, from its keys. */
function legacyView(item: Item): { photoId: string; day: string; userId: string } | null {
  const photoId = String(item.PK).slice(TAG.photo.length);
  const match = /^(\d{4}-\d{2}-\d{2})#(.+)$/.exec(String(item.SK).slice(legacyViewSortKeyPrefix.length));
  return match ? { photoId, day: match[1]!, userId: match[2]! } : null;
}

async function moveViewMarker(item: Item): Promise<boolean> {
  const view = legacyView(item);
  if (!view) return false;
  const { PK: _pk, SK: _sk, ...kept } = item;
  const put = { ...kept, ...photoViewKey(view.photoId, view.userId, view.day) };
  await changeWithCounters(
    [
      { put, condition: ANY },
      { delete: legacyKey(item), condition: ANY },
    ],
    [],
  );
  return true;
}
