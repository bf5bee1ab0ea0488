/**
 * A tribe feed shows each photo with a caption in the tribe's tone: the title the local analyzer writes
 * from the photo's stored pixel statistics in the style that tone maps to. Pure and instant, so the feed
 * needs no model call; the photo's own AI text stays as it is.
 */
import type { AiStyle, TonePreference } from '../../shared/enums';
import type { Photo } from '../../shared/schemas/photo';
import { localTitle } from '../ai/local-title';
import { pictureTraits } from '../ai/picture-traits';
import type { PhotoRecord } from '../data/photos/photo';
import type { TribeRecord } from '../data/tribes/tribe';

export const TONE_STYLES: Record<TonePreference, AiStyle> = {
  warm: 'family-love',
  playful: 'funny',
  professional: 'minimal',
  friendly: 'friendship',
  neutral: 'one-liner',
};

export function tribeCaption(tribe: Pick<TribeRecord, 'id' | 'settings'>, photo: PhotoRecord): Photo['tribeSpecificContent'] {
  const tone = tribe.settings.tonePreference;
  if (!photo.pixelStats) return {};
  return { [tribe.id]: { caption: localTitle(pictureTraits(photo.pixelStats), TONE_STYLES[tone]), tone } };
}
