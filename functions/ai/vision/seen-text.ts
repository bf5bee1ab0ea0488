/**
 * The words for a photo from what the models saw (its stored detections) and its pixels: the subject
 * named and counted, the colours and light measured. Nothing named with confidence: the pixel text, as
 * before (local-analyzer.ts). Pure and model-free, so local mode's restyle and the tribes' captions can
 * import it without tfjs.
 */
import type { AiText } from '../ai-analyzer';
import { describeLocally, sentenceCase } from '../local-analyzer';
import { fillSlots, styleOffset, titleCase } from '../local-title';
import type { PixelStats } from '../pixel-stats';
import { pictureTraits } from '../picture-traits';
import type { AiStyle } from '../../../shared/enums';
import type { Detections } from './detections';
import { SUBJECT_BANKS } from './subject-banks';
import { countedPhrase, type Subject, subjectOf } from './subject';

export interface SeenInput {
  detections: Detections | null;
  stats: PixelStats;
  style: AiStyle;
}

function subjectSlots(subject: Subject): Record<string, string> {
  const phrase = countedPhrase(subject.main, subject.smiling ? 'smiling' : undefined);
  const others = subject.others.map((named) => countedPhrase(named));
  return {
    subject: phrase,
    Subject: phrase.charAt(0).toUpperCase() + phrase.slice(1),
    with: others.length ? ` with ${others.join(' and ')}` : '',
  };
}

const fillSubject = (template: string, slots: Record<string, string>) =>
  template.replace(/\{(subject|Subject|with)\}/g, (_whole, key: string) => slots[key]!);

/** The subject's tags first (what search should find), then the colour words; 3 to 8 in all. */
function tagsOf(subject: Subject, pixelTags: string[]): string[] {
  const seen = [subject.main, ...subject.others].flatMap((named) => named.tags);
  return [...new Set([...seen, ...pixelTags])].slice(0, 8);
}

export function describeSeen(input: SeenInput): AiText {
  const pixelText = describeLocally(input);
  const subject = subjectOf(input.detections);
  if (!subject) return pixelText;
  const traits = pictureTraits(input.stats);
  const bank = SUBJECT_BANKS[input.style];
  const slots = subjectSlots(subject);
  const offset = traits.seed + styleOffset(input.style);
  const titleTemplate = bank.titles[offset % bank.titles.length]!;
  // Only a title's first word keeps the article's capital: "Remember a Person?", not "Remember A Person?".
  const title = fillSlots(fillSubject(titleTemplate.replace(/(?!^)\{Subject\}/g, '{subject}'), slots), traits);
  const description = fillSlots(fillSubject(bank.descriptions[(offset >>> 8) % bank.descriptions.length]!, slots), traits);
  // Pixel tags minus the scene guess: beside a named subject a guessed 'sunset' is the likeliest wrong word.
  const pixelTags = pixelText.tags.filter((tag) => tag !== traits.scene.tag);
  return {
    title: titleCase(title),
    description: sentenceCase(description),
    tags: tagsOf(subject, pixelTags),
    // Only a clear smile speaks for the mood; otherwise the light and colour do, as before.
    mood: subject.smiling ? 'joyful' : traits.mood,
  };
}
