/** The migration of search index items written before a term's shared partition had shards (search-term-shards.md). */
import { getPhoto } from './photos/photo';
import { isLegacyTermPartition } from './keys/photo-keys';
import { forgetPhotoIndex, indexPhoto } from './photos/search-index';

/** What a migration Scan looks for: photos' search manifests (the term partitions each photo is in). */
export const SEARCH_MANIFEST_FILTER = {
  FilterExpression: '#type = :manifest',
  ExpressionAttributeValues: { ':manifest': 'search-terms' },
  ExpressionAttributeNames: { '#type': 'type' },
} as const;

/**
 * Re-indexes a photo whose manifest still names an unsharded term partition (`TERM#<term>`): indexPhoto
 * writes its items to their shards and deletes the ones the manifest names and the photo no longer wants,
 * the legacy ones among them; a photo gone meanwhile loses its index. Idempotent: a migrated manifest
 * names no legacy partition, and a photo re-indexed by a change meanwhile is already in its shards.
 */
export async function moveToTermShards(item: Record<string, unknown>): Promise<boolean> {
  const partitions = Array.isArray(item.partitions) ? item.partitions.map(String) : [];
  if (typeof item.photoId !== 'string' || !partitions.some(isLegacyTermPartition)) return false;
  const photo = await getPhoto(item.photoId);
  if (photo) await indexPhoto(photo);
  else await forgetPhotoIndex(item.photoId);
  return true;
}
