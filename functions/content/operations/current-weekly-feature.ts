import type { Photo } from '../../../shared/schemas/photo';
import type { WeeklyFeature } from '../../../shared/schemas/content';
import { getFeatureForWeek, type WeeklyFeatureRecord } from '../../data/community/content';
import { getPhoto } from '../../data/photos/photo';
import { clock } from '../../kernel/clock';
import { ok } from '../../lib/http/respond';
import type { Operation } from '../../lib/http/types';
import { requireViewer } from '../../lib/http/viewer';
import { photoAnswers } from '../../lib/photos/photo-answers';
import { tribesSeenThrough } from '../../lib/photos/visibility';
import { weekOf } from '../week';

const toWeeklyFeature = (photo: Photo, feature: WeeklyFeatureRecord): WeeklyFeature => ({
  photo: {
    id: photo.id,
    photoUrl: photo.photoUrl,
    title: photo.title,
    description: photo.description,
    likes: photo.likes,
    views: photo.views,
  },
  // The author as every photo payload shows them: other members get no email (docs/decisions/author-email-hidden.md).
  user: photo.user,
  featuredReason: feature.featuredReason,
});

/**
 * GET /api/weekly-features/current: this week's feature, or null when the week has none or its photo
 * is gone or no longer visible to the viewer (the home feed then shows its empty text). Nothing is
 * chosen at read time: the weekly job does that.
 */
export const currentWeeklyFeature: Operation = async ({ viewer }) => {
  const me = requireViewer(viewer);
  const feature = await getFeatureForWeek(weekOf(clock.now()).start);
  if (!feature?.isActive) return ok(null);
  const photo = await getPhoto(feature.photoId);
  const seenThrough = photo && (await tribesSeenThrough(me.user.id, photo));
  if (!photo || !seenThrough) return ok(null);
  const [presented] = await photoAnswers({ id: me.user.id, tribes: seenThrough }, [photo]);
  return ok(presented ? toWeeklyFeature(presented, feature) : null);
};
