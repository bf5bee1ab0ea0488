/**
 * The AiAnalyzer that needs no model: deterministic text from the pixel statistics, written per style
 * from the title and description banks. Local mode uses it, and the Bedrock analyzer falls back to it.
 */
import type { AiAnalyzer, AiText, AnalyzeInput } from './ai-analyzer';
import { DESCRIPTION_BANKS } from './description-banks';
import { capitalise, fillSlots, localTitle, styleOffset } from './local-title';
import { type PictureTraits, pictureTraits } from './picture-traits';

/** Slots can open a sentence ("{accent} came along..."), so every sentence gets its capital. */
export function sentenceCase(text: string): string {
  return capitalise(text).replace(/([.!?]\s+)([a-z])/g, (_match, end: string, letter: string) => end + letter.toUpperCase());
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
  const descriptions = DESCRIPTION_BANKS[input.style];
  // Title and description use different bits of the seed.
  const description = descriptions[((traits.seed >>> 8) + styleOffset(input.style)) % descriptions.length]!;
  return {
    title: localTitle(traits, input.style),
    description: sentenceCase(fillSlots(description, traits)),
    tags: tagsOf(traits),
    mood: traits.mood,
  };
}

export class LocalAnalyzer implements AiAnalyzer {
  async analyze(input: AnalyzeInput): Promise<AiText> {
    return describeLocally(input);
  }
}
