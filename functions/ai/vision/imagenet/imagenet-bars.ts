/**
 * How sure the ImageNet look must be, per kind of family, before its word is written; set on the tuning
 * photos only (bench/sample-photos/photos.ts), never on the held-out, fresh or unseen ones. The model is
 * often confidently wrong on what it was never trained for (a painting of elephants read as a coral reef
 * at .81, an aerial view of a town as a valley at .70, a moon as a nematode), so the bars sit above those
 * and below the tuning set's true families (a coffee at .96, a cat at .99, a baboon at .97, a butterfly at
 * .89, a cup at .91).
 */
import type { Kind } from './imagenet-families';

export const IMAGENET_FAMILY_BARS: Record<Kind, number> = {
  animal: 0.75,
  vehicle: 0.8,
  food: 0.8,
  plant: 0.8,
  landscape: 0.9,
  building: 0.85,
  object: 0.85,
};

/**
 * The specific phrase ("a tabby cat", "an espresso") needs one class alone this sure: the tuning bowl of
 * oranges, apples and bananas was a 'lemon' at .945 to .957 (by the copy), the cup of coffee an 'espresso' at .953
 * (true, but no surer than the lemon), the tabby an 'Egyptian cat' at .57 to .66; the baboon was a 'baboon' at .973.
 */
export const IMAGENET_SPECIFIC_BAR = 0.97;

/** The general word of a kind, said when no family of it is sure but the kind as a whole is. */
export const IMAGENET_GENERAL_WORDS: Partial<Record<Kind, { one: string; many: string; bar: number }>> = {
  animal: { one: 'animal', many: 'animals', bar: 0.8 },
  vehicle: { one: 'vehicle', many: 'vehicles', bar: 0.85 },
};
