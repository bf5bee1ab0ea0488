/** How a photo's words and facts read on screen. */
import type { AiStyle, Visibility } from '@shared/enums';
import { PHOTO_MESSAGES } from '@shared/messages/photo';
import type { Photo } from '@shared/schemas/photo';

/** The title, or the fallback of an analysis that failed. */
export const photoTitle = (photo: Pick<Photo, 'title'>) => photo.title.trim() || PHOTO_MESSAGES.fallbackTitle;

/** The description; while the AI works, the processing note; after a failure without text, the fallback. */
export function photoDescription(photo: Pick<Photo, 'description' | 'status'>): string | null {
  if (photo.description?.trim()) return photo.description;
  if (photo.status === 'processing') return PHOTO_MESSAGES.processing;
  if (photo.status === 'failed') return PHOTO_MESSAGES.fallbackDescription;
  return null;
}

/** 'family-love' → 'Family love', 'one-liner' → 'One-liner'. */
export function styleLabel(style: AiStyle): string {
  const words = style.replace(/-(?!liner)/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const STYLE_HINTS: Record<AiStyle, string> = {
  'one-liner': 'One punchy line',
  minimal: 'Few words, clean',
  witty: 'Clever and playful',
  funny: 'Laugh-out-loud',
  poetic: 'Lyrical imagery',
  dramatic: 'Cinematic and bold',
  nostalgic: 'A warm look back',
  romantic: 'Tender and loving',
  'family-love': 'For the family album',
  friendship: 'For your people',
  inspirational: 'Uplifting and bright',
};

/** The card's owner-only badge. */
export const CARD_PRIVACY = {
  private: { label: 'Private', tone: 'red' },
  tribes: { label: 'Tribes only', tone: 'orange' },
  public: { label: 'Public', tone: 'green' },
} as const satisfies Record<Visibility, { label: string; tone: string }>;
export const CARD_PRIVACY_UNKNOWN = { label: 'Unknown', tone: 'grey' } as const;

/**
 * A visibility inside a sentence ('Photo is now {visibility}'), in the words of the detail badge, so the
 * toast never says 'Photo is now tribes'.
 */
export const VISIBILITY_WORDS = {
  private: 'private',
  tribes: 'shared with tribes',
  public: 'public',
} as const satisfies Record<Visibility, string>;

/** The detail page's badge; no privacy information reads as public. */
export const DETAIL_PRIVACY = {
  private: { label: 'Private', tone: 'red' },
  tribes: { label: 'Shared with tribes', tone: 'orange' },
  public: { label: 'Public', tone: 'green' },
} as const satisfies Record<Visibility, { label: string; tone: string }>;

const dateFormat = new Intl.DateTimeFormat('en', { year: 'numeric', month: 'long', day: 'numeric' });

/** 'March 3, 2025'; an unreadable date reads as ''. */
export function formatPhotoDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}
