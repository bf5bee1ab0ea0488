/**
 * The week's feature read ahead by the entry, beside the member home's code (app/routes/home.tsx). Its
 * photo is the home feed's largest paint: the photo starts downloading as soon as the answer names it,
 * not after the home's code and zod have loaded and parsed the answer. The home's own read takes this
 * answer (lib/early-reads.ts) and validates it as always; this only looks for the photo's address.
 */
import { preload } from 'react-dom';
import { startRead } from '@/lib/early-reads';
import { CURRENT_WEEKLY_FEATURE_PATH } from './weekly-feature-path';

/** `photo.photoUrl` of an answer not parsed yet, when it is a string. */
function photoUrlOf(answer: unknown): string | undefined {
  const photo = (answer as { photo?: { photoUrl?: unknown } } | null)?.photo;
  return typeof photo?.photoUrl === 'string' && photo.photoUrl ? photo.photoUrl : undefined;
}

export function readCurrentWeeklyFeatureAhead(): void {
  startRead(CURRENT_WEEKLY_FEATURE_PATH, async (copy) => {
    const url = photoUrlOf(await copy.json());
    if (url) preload(url, { as: 'image', fetchPriority: 'high' });
  });
}
