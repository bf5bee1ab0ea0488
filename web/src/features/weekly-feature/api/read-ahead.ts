/**
 * The week's feature read ahead, beside the member home's code (app/routes/member-home-start.ts). Its
 * photo is the home feed's largest paint: the photo starts downloading as soon as the answer names it,
 * not after the home's code and zod have loaded and parsed the answer. The home's own read takes this
 * answer (lib/early-reads.ts) and validates it as always; this only looks for the photo's address.
 */
import { startRead } from '@/lib/early-reads';
import { CURRENT_WEEKLY_FEATURE_PATH } from './weekly-feature-path';

/** `photo.photoUrl` of an answer not parsed yet, when it is a string. */
function photoUrlOf(answer: unknown): string | undefined {
  const photo = (answer as { photo?: { photoUrl?: unknown } } | null)?.photo;
  return typeof photo?.photoUrl === 'string' && photo.photoUrl ? photo.photoUrl : undefined;
}

/**
 * What react-dom's `preload(url, { as: 'image', fetchPriority: 'high' })` adds, without react-dom: this
 * module runs in the early entry (src/early.ts), which must not wait for react to download.
 */
function preloadImage(url: string): void {
  const link = document.createElement('link');
  // Attributes, not properties: what the selectors (and the tests) see.
  const attributes = { rel: 'preload', as: 'image', href: url, fetchpriority: 'high' };
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.head.append(link);
}

export function readCurrentWeeklyFeatureAhead(): void {
  startRead(CURRENT_WEEKLY_FEATURE_PATH, async (copy) => {
    const url = photoUrlOf(await copy.json());
    if (url) preloadImage(url);
  });
}
