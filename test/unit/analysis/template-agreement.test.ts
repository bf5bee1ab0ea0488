/**
 * Every title and description template agrees with what fills it: a scene can be plural ('shades of
 * blue', 'earth tones'), so a verb after {scene} comes from the agreement slot, never written singular.
 */
import { describe, expect, it } from 'vitest';
import { DESCRIPTION_BANKS } from '../../../functions/ai/description-banks';
import { fillSlots } from '../../../functions/ai/local-title';
import type { PictureTraits } from '../../../functions/ai/picture-traits';
import { TITLE_BANKS } from '../../../functions/ai/title-banks';
import { SUBJECT_BANKS } from '../../../functions/ai/vision/subject-banks';

const templates = [
  ...Object.values(TITLE_BANKS).flat(),
  ...Object.values(DESCRIPTION_BANKS).flat(),
  ...Object.values(SUBJECT_BANKS).flatMap((bank) => [...bank.titles, ...bank.descriptions]),
];

const traits = (scene: PictureTraits['scene']): PictureTraits =>
  ({
    main: { name: 'deep blue', word: 'blue', family: 'blue' },
    accent: { name: 'white', word: 'white', family: 'neutral' },
    light: 'soft',
    tone: 'cool',
    intensity: 'gentle',
    shape: 'landscape',
    size: 'medium',
    mood: 'calm',
    scene,
    seed: 1,
  }) as unknown as PictureTraits;

describe('template agreement', () => {
  it('writes no verb after {scene} but through the agreement slot, and none after a subject that may be counted', () => {
    const singularVerbAfterScene = templates.filter((template) => /\{scene\} (?!\{scene~)[A-Za-z]+s\b/.test(template));
    expect(singularVerbAfterScene).toEqual([]);
    // 'Two cats' fills {subject} as often as 'a cat': a verb after it would be wrong for one of them.
    expect(templates.filter((template) => /\{[Ss]ubject\} [A-Za-z]+s\b/.test(template))).toEqual([]);
  });

  it('fills every template with a plural and a singular scene, each agreeing, and leaves no slot unfilled', () => {
    const plural = traits({ phrase: 'shades of blue', tag: 'blue', plural: true });
    const singular = traits({ phrase: 'the open sky', tag: 'sky' });
    for (const template of templates) {
      const withSubject = template.replace(/\{[Ss]ubject\}/g, 'two cats').replace('{with}', '');
      for (const filled of [fillSlots(withSubject, plural), fillSlots(withSubject, singular)]) expect(filled).not.toMatch(/[{}~|]/);
    }
    const breath = DESCRIPTION_BANKS.dramatic.find((template) => template.includes('{scene~'))!;
    expect(fillSlots(breath, plural)).toContain('Even shades of blue hold their breath');
    expect(fillSlots(breath, singular)).toContain('Even the open sky holds its breath');
  });
});
