/**
 * The demo's announcements, the home feed's 'What's New'. Each has a fixed id (a ULID made from its
 * date), so seeding is a conditional put that adds only what is missing, on every start.
 */
import { encodeTime } from 'ulid';
import { putAnnouncement, type NewAnnouncement } from '../../functions/data/community/content';

const demoId = (createdAt: string, n: number) => `${encodeTime(Date.parse(createdAt), 10)}${String(n).padStart(16, '0')}`;

const announcement = (n: number, createdAt: string, content: Omit<NewAnnouncement, 'id' | 'createdAt'>): NewAnnouncement => ({
  id: demoId(createdAt, n),
  createdAt,
  ...content,
});

/** Oldest first; the list shows them newest first. */
export const DEMO_ANNOUNCEMENTS: NewAnnouncement[] = [
  announcement(1, '2026-10-05T09:00:00.000Z', {
    title: 'Eleven caption styles',
    description:
      'Not feeling the witty caption? Open a photo and pick another style, from one-liner to poetic or nostalgic: the AI rewrites its title and story in seconds.',
    icon: 'palette',
    color: 'purple',
  }),
  announcement(2, '2026-10-26T09:00:00.000Z', {
    title: 'Share with your tribes',
    description:
      'Family, BFFs, Colleagues, Guests and Outer Circle are ready for you. Add people by email and choose exactly who sees each photo.',
    icon: 'users',
    color: 'green',
  }),
  announcement(3, '2026-11-16T09:00:00.000Z', {
    title: 'Video moments are on the way',
    description: 'Short clips are coming to Snifty soon, with the same privacy choices as your photos. Keep an eye on this space.',
    icon: 'video',
    color: 'primary',
  }),
];

/** Adds the demo announcements that are missing; the number added. */
export async function seedDemoContent(): Promise<number> {
  let added = 0;
  for (const demo of DEMO_ANNOUNCEMENTS) if (await putAnnouncement(demo)) added += 1;
  return added;
}
