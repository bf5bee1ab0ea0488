/**
 * The words search matches on, made the same way for a photo's text and for a query: lower case,
 * accents stripped (NFKD without combining marks), split on anything that is not a letter or a digit,
 * stop words dropped, simple English plurals made singular. A term never contains '#', so it is safe
 * inside a key.
 */
import { MAX_SEARCH_TERMS } from '../../../shared/constants';
import { SEARCH_STOP_WORDS } from '../../../shared/search-words';
import { nameColour } from '../../ai/colour-names';

/** Longer "words" are noise (a pasted hash or URL): they are neither indexed nor looked up. */
const MAX_TERM_LENGTH = 40;
/** A photo is found by its first this many distinct terms (title first): its index items stay few. */
export const MAX_TERMS_PER_PHOTO = 60;

/** 'Beaches' -> 'beach', 'berries' -> 'berry', 'sunsets' -> 'sunset'; 'glass', 'bus', 'iris' stay. */
export function singular(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ss|sh|ch|x|z)es$/.test(word)) return word.slice(0, -2);
  if (/[^siu]s$/.test(word)) return word.slice(0, -1);
  return word;
}

/** The terms of a text, in order of first appearance, each once. */
export function termsOf(text: string): string[] {
  const words = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u);
  const terms = new Set<string>();
  for (const word of words) {
    if (!word || word.length > MAX_TERM_LENGTH || SEARCH_STOP_WORDS.has(word)) continue;
    terms.add(singular(word));
  }
  return [...terms];
}

/** What a query looks up: its first MAX_SEARCH_TERMS terms (the rest are ignored, as GET /api/photos/search's contract says). */
export const queryTerms = (query: string): string[] => termsOf(query).slice(0, MAX_SEARCH_TERMS);

export interface SearchableText {
  title: string;
  description: string | null;
  tags: readonly string[];
  mood: string | null;
  primaryColors: readonly string[];
}

/** A photo's terms: title, tags, mood, colour names ('deep blue', 'turquoise', 'blue'), then the description. */
export function photoTerms(photo: SearchableText): string[] {
  const colours = photo.primaryColors.flatMap((hex) => {
    const colour = nameColour(hex);
    return [colour.name, colour.word, colour.family === 'neutral' ? '' : colour.family];
  });
  const text = [photo.title, ...photo.tags, photo.mood ?? '', ...colours, photo.description ?? ''].join(' ');
  return termsOf(text).slice(0, MAX_TERMS_PER_PHOTO);
}
