/**
 * The AiAnalyzer that needs no model: deterministic text from the pixel statistics, written per style
 * from the phrase banks. Local mode uses it, and the Bedrock analyzer falls back to it.
 */
import type { AiStyle } from '../../../shared/enums';
import { AI_STYLES } from '../../../shared/enums';
import type { AiAnalyzer, AiText, AnalyzeInput } from './ai-analyzer';
import { PHRASE_BANKS } from './phrase-banks';
import { type PictureTraits, pictureTraits } from './picture-traits';

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

function fill(template: string, values: Record<string, string>): string {
  return withArticles(template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole));
}

/** Words with a vowel letter but a consonant sound take 'a' ("a unique", "a one-off"). */
const CONSONANT_SOUND = /^(uni|use|usu|uto|one|once|eu)/i;

/** Templates say "A {mood} ...", so the article is only known once the slot is filled: "An Energetic Summit". */
export function withArticles(text: string): string {
  return text.replace(/\b([Aa]) ([A-Za-z][\w-]*)/g, (whole, article: string, word: string) =>
    /^[aeiou]/i.test(word) && !CONSONANT_SOUND.test(word) ? `${article}n ${word}` : whole,
  );
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Slots can open a sentence ("{accent} came along..."), so every sentence gets its capital. */
function sentenceCase(text: string): string {
  return capitalise(text).replace(/([.!?]\s+)([a-z])/g, (_match, end: string, letter: string) => end + letter.toUpperCase());
}

function titleCase(text: string): string {
  return text
    .split(' ')
    .map((word, index) => (index > 0 && SMALL_WORDS.has(word.toLowerCase()) ? word : capitalise(word)))
    .join(' ');
}

/** Colour, scene and shape are always there, so there are never fewer than 3 tags. */
function tagsOf(traits: PictureTraits): string[] {
  const candidates = [
    traits.main.word,
    traits.scene.tag,
    traits.accent?.word,
    traits.mood,
    traits.tone === 'neutral' ? undefined : traits.tone,
    traits.intensity === 'gentle' ? undefined : traits.intensity,
    traits.shape,
  ];
  const words = candidates.filter((word): word is string => Boolean(word)).map((word) => word.toLowerCase());
  return [...new Set(words)].slice(0, 8);
}

/** Pure and synchronous: the text for one photo in one style. */
export function describeLocally(input: Omit<AnalyzeInput, 'image'>): AiText {
  const traits = pictureTraits(input.stats);
  const bank = PHRASE_BANKS[input.style];
  const values = slots(traits);
  // Each style starts from a different offset, and title and description use different bits of the seed.
  const styleOffset = AI_STYLES.indexOf(input.style satisfies AiStyle);
  const title = bank.titles[(traits.seed + styleOffset) % bank.titles.length]!;
  const description = bank.descriptions[((traits.seed >>> 8) + styleOffset) % bank.descriptions.length]!;
  return {
    title: titleCase(fill(title, values)),
    description: sentenceCase(fill(description, values)),
    tags: tagsOf(traits),
    mood: traits.mood,
  };
}

export class LocalAnalyzer implements AiAnalyzer {
  async analyze(input: AnalyzeInput): Promise<AiText> {
    return describeLocally(input);
  }
}
