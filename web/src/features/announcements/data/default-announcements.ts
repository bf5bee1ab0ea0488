/**
 * 'What's New' shows these when the announcements call answers an empty list or fails: three
 * built-in defaults, so the section is never empty.
 */
import type { Announcement } from '@shared/schemas/content';

export type AnnouncementContent = Pick<Announcement, 'id' | 'title' | 'description' | 'icon' | 'color'>;

export const DEFAULT_ANNOUNCEMENTS: readonly AnnouncementContent[] = [
  {
    id: 'default-ai-captions',
    title: 'AI captions in your style',
    description:
      'Every photo gets a title, a story, tags and its colours written by AI. Not quite you? Restyle it as witty, poetic, nostalgic and more.',
    icon: 'palette',
    color: 'purple',
  },
  {
    id: 'default-tribes',
    title: 'Share with your tribes',
    description:
      'Family, BFFs, Colleagues, Guests and Outer Circle are ready for you. Add people by email and choose exactly who sees each photo.',
    icon: 'users',
    color: 'green',
  },
  {
    id: 'default-video',
    title: 'Video moments are coming',
    description: 'Short clips are on their way to Snifty Photos, with the same privacy choices as your photos.',
    icon: 'video',
    color: 'primary',
  },
];
