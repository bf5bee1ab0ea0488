/**
 * What a restyle changes beyond the words: each style has a mood and tags of its own. A
 * restyle keeps the photo's subject tags (what search finds it by), drops the tags and mood a previous
 * restyle added and adds the new style's, in both modes: the model is not asked, so the same style
 * always gives the same mood and a model's drifting tags never lose what is in the photo.
 */
import type { AiStyle } from '../../shared/enums';

export interface StyleWords {
  /** One lowercase word. */
  mood: string;
  /** One or two lowercase words, added after the subject's tags. */
  tags: readonly string[];
}

export const STYLE_WORDS: Record<AiStyle, StyleWords> = {
  'one-liner': { mood: 'wry', tags: ['quip'] },
  minimal: { mood: 'understated', tags: ['minimal'] },
  witty: { mood: 'playful', tags: ['witty'] },
  funny: { mood: 'amused', tags: ['funny', 'humour'] },
  poetic: { mood: 'dreamy', tags: ['poetic', 'verse'] },
  dramatic: { mood: 'intense', tags: ['dramatic', 'cinematic'] },
  nostalgic: { mood: 'wistful', tags: ['nostalgic', 'memories'] },
  romantic: { mood: 'smitten', tags: ['romantic', 'love'] },
  'family-love': { mood: 'loving', tags: ['family', 'together'] },
  friendship: { mood: 'carefree', tags: ['friends', 'friendship'] },
  inspirational: { mood: 'hopeful', tags: ['inspiring', 'motivation'] },
};

/** At most this many tags on a photo, as the analyzers write. */
const MAX_TAGS = 8;

/** Every word a style adds: never a subject tag, so a restyle can take the last one's back out. */
const STYLE_ONLY = new Set(Object.values(STYLE_WORDS).flatMap((words) => [words.mood, ...words.tags]));

/** The photo's subject tags, then the style's; the style's mood. */
export function styledTagsAndMood(currentTags: readonly string[], style: AiStyle): { tags: string[]; mood: string } {
  const words = STYLE_WORDS[style];
  const subject = currentTags.filter((tag) => !STYLE_ONLY.has(tag));
  return { tags: [...new Set([...subject.slice(0, MAX_TAGS - words.tags.length), ...words.tags])], mood: words.mood };
}
