/**
 * The weekly-feature job (group.ts declares it with its schedules). When the current week has no
 * feature yet, it features the most liked public, ready photo created during the past 7 days (ties: more
 * views, then newer). A week that already has one, set by hand or by an earlier run, is left alone, so
 * the job is idempotent; when no photo qualifies it writes nothing and a later run may still find one.
 */
import { getFeatureForWeek, putFeatureIfAbsent, type WeeklyFeatureRecord } from '../data/community/content';
import { getPhotos, type PhotoRecord } from '../data/photos/photo';
import { publicPhotoIds } from '../data/photos/photo-lists';
import { clock } from '../kernel/clock';
import { newId } from '../kernel/ids';
import { logger } from '../kernel/logger';
import { weekOf } from './week';

/** Candidates are public photos created this long before the run at most. */
export const FEATURE_WINDOW_MS = 7 * 24 * 60 * 60_000;
/** How many of the newest public photos the job reads at most. */
export const MAX_CANDIDATES = 500;
const PAGE_SIZE = 100;

export type WeeklyFeatureOutcome =
  | { outcome: 'exists'; weekStartDate: string; photoId: string }
  | { outcome: 'created'; weekStartDate: string; photoId: string; featuredReason: string }
  | { outcome: 'none'; weekStartDate: string };

/** The newest public photos down to `since`, read a page of the public index at a time. */
async function recentPublicPhotos(since: string): Promise<PhotoRecord[]> {
  const photos: PhotoRecord[] = [];
  let before: string | undefined;
  let read = 0;
  while (read < MAX_CANDIDATES) {
    const page = await publicPhotoIds({ before, limit: Math.min(PAGE_SIZE, MAX_CANDIDATES - read) });
    if (!page.ids.length) break;
    read += page.ids.length;
    const found = await getPhotos(page.ids);
    photos.push(...found);
    // Newest first: once a page reaches past the window, every later page is older still.
    const oldest = found[found.length - 1];
    if (!page.more || (oldest && oldest.createdAt < since)) break;
    before = page.ids[page.ids.length - 1];
  }
  return photos;
}

const newerFirst = (a: PhotoRecord, b: PhotoRecord) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

/** The photo to feature among the candidates: public, ready, created since `since`; most likes, then views, then newest. */
export function pickFeaturedPhoto(candidates: PhotoRecord[], since: string): PhotoRecord | null {
  const eligible = candidates.filter(
    // The index may lag a privacy change by a moment: the item itself decides.
    (photo) => photo.privacy.visibility === 'public' && photo.status === 'ready' && photo.createdAt >= since,
  );
  eligible.sort((a, b) => b.likes - a.likes || b.views - a.views || newerFirst(a, b));
  return eligible[0] ?? null;
}

/**
 * Says honestly why the photo won: a quiet week has no likes to boast of. The text stays on the card all
 * week, so it must stay true as newer photos arrive: 'Newest public photo' stopped being true at the next
 * upload, while 'picked from this week's public photos' remains so.
 */
export function featuredReasonFor(photo: PhotoRecord): string {
  if (photo.likes > 0) return 'Most liked photo this week';
  if (photo.views > 0) return 'Most viewed photo this week';
  return "Picked from this week's public photos";
}

export async function runWeeklyFeatureJob(now: Date = clock.now()): Promise<WeeklyFeatureOutcome> {
  const week = weekOf(now);
  const existing = await getFeatureForWeek(week.start);
  if (existing) return { outcome: 'exists', weekStartDate: week.start, photoId: existing.photoId };

  const since = new Date(now.getTime() - FEATURE_WINDOW_MS).toISOString();
  const photo = pickFeaturedPhoto(await recentPublicPhotos(since), since);
  if (!photo) {
    logger.debug('content: no photo to feature this week', { weekStartDate: week.start });
    return { outcome: 'none', weekStartDate: week.start };
  }

  const featuredReason = featuredReasonFor(photo);
  const feature: WeeklyFeatureRecord = {
    id: newId(),
    photoId: photo.id,
    weekStartDate: week.start,
    weekEndDate: week.end,
    featuredReason,
    isActive: true,
    createdAt: now.toISOString(),
  };
  if (!(await putFeatureIfAbsent(feature))) {
    // Set by hand (or by a concurrent run) since we looked: that one stays.
    const winner = await getFeatureForWeek(week.start);
    return { outcome: 'exists', weekStartDate: week.start, photoId: winner?.photoId ?? photo.id };
  }
  logger.info('content: weekly feature set', { weekStartDate: week.start, photoId: photo.id, likes: photo.likes });
  return { outcome: 'created', weekStartDate: week.start, photoId: photo.id, featuredReason };
}
