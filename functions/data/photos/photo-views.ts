/**
 * Views, counted once per member per photo per UTC day. Keys (built in photo-keys.ts):
 *   USER#<userId> / VIEW#<day>#<photoId>    the marker of a counted view, in the viewer's partition;
 *                                           expires (ttl) after two days, or goes with the member
 * The marker's conditional put and the `views` of the member's counter shard of the photo
 * (photo-counts.ts) move in one transaction, so 50 reloads (or 50 parallel requests) add exactly one view.
 * Nothing here touches the photo's partition: a viral photo's views spread over its shards. A view racing
 * the photo's deletion may leave a shard behind it; no photo reads it (ids are never reused).
 */
import { VIEW_MARKER_TTL_MS } from '../../../shared/constants';
import { clock } from '../../kernel/clock';
import { TTL_ATTRIBUTE } from '../table/table-definition';
import { photoViewKey } from '../keys/photo-keys';
import { shardMove } from '../community/photo-counts';
import { changeWithCounters, IS_NEW, wasApplied } from '../table/writes';

/** True when this view was counted (the member's first of the day on this photo), false otherwise. */
export async function countDailyView(photoId: string, userId: string): Promise<boolean> {
  const now = clock.now();
  const put = {
    ...photoViewKey(photoId, userId, now.toISOString().slice(0, 10)),
    type: 'photo-view',
    [TTL_ATTRIBUTE]: Math.ceil((now.getTime() + VIEW_MARKER_TTL_MS) / 1000),
  };
  return wasApplied(() => changeWithCounters({ put, condition: IS_NEW }, [shardMove(photoId, userId, { views: 1 })]));
}
