/**
 * A member's reaction to a photo (like or dislike; one per member and photo). Keys:
 *   PHOTO#<photoId> / REACTION#<userId>   reaction: 'like' | 'dislike'
 * The toggles that write them (and the photo's counters in the same transaction) arrive with reactions;
 * every photo payload already reads them, one batch per page.
 */
import { batchGet } from './client';

export type Reaction = 'like' | 'dislike';

export const reactionKey = (photoId: string, userId: string) => ({ PK: `PHOTO#${photoId}`, SK: `REACTION#${userId}` });

/** The viewer's reaction to each of these photos, in one batch read. */
export async function viewerReactions(userId: string, photoIds: readonly string[]): Promise<Map<string, Reaction>> {
  if (!photoIds.length) return new Map();
  const items = await batchGet([...new Set(photoIds)].map((photoId) => reactionKey(photoId, userId)));
  return new Map(items.map((item) => [item.photoId as string, item.reaction as Reaction]));
}
