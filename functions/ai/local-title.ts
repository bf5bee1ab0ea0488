/**
 * The local analyzer's titles: a photo's traits put into one of its style's title templates
 * (title-banks.ts). Apart from the descriptions (local-analyzer.ts) because a tribe feed's captions are
 * titles only, so the tribes Lambda holds this and not the descriptions.
 */
import { AI_STYLES, type AiStyle } from '../../shared/enums';
import type { PictureTraits } from './picture-traits';
import { TITLE_BANKS } from './title-banks';

const LIGHT_WORDS: Record<PictureTraits['light'], string> = {
  dark: 'low',
  dim: 'fading',
  soft: 'soft',
  bright: 'bright',
  radiant: 'brilliant',
};
const TONE_WORDS: Record<PictureTraits['tone'], string> = { warm: 'warm', cool: 'cool', neutral: 'even' };
const INTENSITY_WORDS: Record<PictureTraits['intensity'], string> = { muted: 'quiet', gentle: 'gentle', vivid: 'vivid' };
const FRAME_WORDS: Record<PictureTraits['shape'], string> = {
  landscape: 'wide frame',
  portrait: 'tall frame',
  square: 'square frame',
  panorama: 'sweeping panorama',
};
const SIZE_WORDS: Record<PictureTraits['size'], string> = { small: 'small ', medium: '', large: 'detailed ' };
const SMALL_WORDS = new Set(['a', 'an', 'and', 'at', 'by', 'for', 'in', 'it', 'of', 'on', 'the', 'to', 'with']);

function slots(traits: PictureTraits): Record<string, string> {
  const dimOrDark = traits.light === 'dark' || traits.light === 'dim';
  return {
    colour: traits.main.name,
    accent: traits.accent?.name ?? (dimOrDark ? 'shadow' : 'light'),
    light: LIGHT_WORDS[traits.light],
    scene: traits.scene.phrase,
    mood: traits.mood,
    tone: TONE_WORDS[traits.tone],
    intensity: INTENSITY_WORDS[traits.intensity],
    frame: `${SIZE_WORDS[traits.size]}${FRAME_WORDS[traits.shape]}`,
  };
}

/**
 * `{scene~holds its|hold their}`: the verb (and pronoun) that agree with the scene's phrase, singular
 * ('the open sky holds its breath') or plural ('shades of blue hold their breath').
 */
const AGREEMENT = /\{scene~([^|}]*)\|([^}]*)\}/g;

function fill(template: string, values: Record<string, string>, scenePlural: boolean): string {
  const agreed = template.replace(AGREEMENT, (_whole, singular: string, plural: string) => (scenePlural ? plural : singular));
  return withArticles(agreed.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole));
}

/** Words with a vowel letter but a consonant sound take 'a' ("a unique", "a one-off"). */
const CONSONANT_SOUND = /^(uni|use|usu|uto|one|once|eu)/i;

/** Templates say "A {mood} ...", so the article is only known once the slot is filled: "An Energetic Summit". */
export function withArticles(text: string): string {
  return text.replace(/\b([Aa]) ([A-Za-z][\w-]*)/g, (whole, article: string, word: string) =>
    /^[aeiou]/i.test(word) && !CONSONANT_SOUND.test(word) ? `${article}n ${word}` : whole,
  );
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A template with the traits' words in its slots. */
export const fillSlots = (template: string, traits: PictureTraits): string =>
  fill(template, slots(traits), traits.scene.plural === true);

/** Each style starts from a different offset in its banks. */
export const styleOffset = (style: AiStyle): number => AI_STYLES.indexOf(style);

export function titleCase(text: string): string {
  return text
    .split(' ')
    .map((word, index) => (index > 0 && SMALL_WORDS.has(word.toLowerCase()) ? word : capitalise(word)))
    .join(' ');
}

/** Pure and synchronous: the title of a photo with these traits, in one style. */
export function localTitle(traits: PictureTraits, style: AiStyle): string {
  const titles = TITLE_BANKS[style];
  return titleCase(fillSlots(titles[(traits.seed + styleOffset(style)) % titles.length]!, traits));
}
