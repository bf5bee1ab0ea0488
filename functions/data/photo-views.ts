/**
 * Views, counted once per member per photo per UTC day. Keys (built in keys.ts):
 *   PHOTO#<photoId> / VIEW#<day>#<userId>   the marker of a counted view; expires (ttl) after two days,
 *                                           and goes with the photo's partition when the photo is deleted
 * The marker's conditional put and the photo's `views` counter move in one transaction, so 50 reloads
 * (or 50 parallel requests) add exactly one view.
 */
import { VIEW_MARKER_TTL_MS } from '../../shared/constants';
import { clock } from '../lib/clock';
import { TTL_ATTRIBUTE } from './table-definition';
import { photoKey, photoViewKey } from './photo-keys';
import { changeWithCounters, IS_NEW, orIfConditionFailed } from './writes';

/** True when this view was counted (the member's first of the day on this photo), false otherwise. */
export async function countDailyView(photoId: string, userId: string): Promise<boolean> {
  const now = clock.now();
  const put = {
    ...photoViewKey(photoId, userId, now.toISOString().slice(0, 10)),
    type: 'photo-view',
    [TTL_ATTRIBUTE]: Math.ceil((now.getTime() + VIEW_MARKER_TTL_MS) / 1000),
  };
  return orIfConditionFailed(async () => {
    await changeWithCounters({ put, condition: IS_NEW }, [{ key: photoKey(photoId), add: { views: 1 } }]);
    return true;
  }, false);
}
