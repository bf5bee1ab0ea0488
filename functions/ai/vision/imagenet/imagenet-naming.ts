/**
 * What the ImageNet look says a photo is of, from its stored scores: the classes' scores summed by the
 * family a member would say (three cat breeds at .44, .40 and .15 are one cat at .99), the family named
 * when its sum clears its kind's bar, and the specific phrase ("a tabby cat") only when one class alone is
 * sure. When no family is sure, the kind's general word ("an animal") when the whole kind is. Pure and
 * model-free, like subject.ts, so a restyle decides again from the stored scores.
 */
import { FAMILIES, type FamilyKey, IMAGENET_CLASSES, type ImagenetClass, type Kind } from './imagenet-families';
import { IMAGENET_FAMILY_BARS, IMAGENET_GENERAL_WORDS, IMAGENET_SPECIFIC_BAR } from './imagenet-bars';
import type { ImagenetScore } from './imagenet-classifier';

export interface ImagenetNamed {
  /** The words to write: the specific phrase when sure, else the family's (or the kind's general) word. */
  one: string;
  many: string;
  /** The family word ('cat'), or the general word when only the kind was sure. */
  family: string;
  kind: Kind;
  /** The family's (or kind's) summed score. */
  score: number;
  /** Lowercase tags for search: the family word, then the specific phrase's. */
  tags: string[];
  /** Whether only the kind's general word was sure. */
  general: boolean;
}

/** Each output index's class, read once from the table's `${index} ${name}` keys. */
const CLASS_BY_INDEX: ReadonlyMap<number, ImagenetClass> = new Map(
  Object.entries(IMAGENET_CLASSES).flatMap(([key, value]) => (value ? [[Number.parseInt(key, 10), value] as const] : [])),
);

const tagOf = (words: string) => words.toLowerCase().replace(/\s+/g, '-');

/** 'tabby cat' -> 'tabby cats', 'golden retriever' -> 'golden retrievers', 'espresso' -> 'espressos'. */
function pluralOf(specific: string, family: { one: string; many: string }): string {
  const words = specific.split(' ');
  const last = words.at(-1)!;
  if (last === family.one) return [...words.slice(0, -1), family.many].join(' ');
  const many = /(?:s|sh|ch|x|z)$/.test(last) ? `${last}es` : `${last}s`;
  return [...words.slice(0, -1), many].join(' ');
}

interface FamilySum {
  key: FamilyKey;
  sum: number;
  best: { score: number; specific: string | null };
}

function familySums(scores: readonly ImagenetScore[]): FamilySum[] {
  const sums = new Map<FamilyKey, FamilySum>();
  for (const { index, score } of scores) {
    const known = CLASS_BY_INDEX.get(index);
    if (!known) continue;
    const [key, specific] = known;
    const entry = sums.get(key) ?? { key, sum: 0, best: { score: 0, specific: null } };
    entry.sum += score;
    if (score > entry.best.score) entry.best = { score, specific };
    sums.set(key, entry);
  }
  return [...sums.values()].sort((a, b) => b.sum - a.sum);
}

/** The family (or general word) the scores name with confidence; null when nothing is sure. */
export function imagenetNamed(scores: readonly ImagenetScore[] | null | undefined): ImagenetNamed | null {
  if (!scores?.length) return null;
  const sums = familySums(scores);
  const top = sums[0];
  if (top) {
    const family = FAMILIES[top.key];
    const sum = Math.min(1, top.sum);
    if (sum >= IMAGENET_FAMILY_BARS[family.kind]) {
      const specific = top.best.score >= IMAGENET_SPECIFIC_BAR && top.best.specific !== family.one ? top.best.specific : null;
      const tags = [tagOf(family.one), ...(specific ? [tagOf(specific)] : [])];
      return {
        one: specific ?? family.one,
        many: specific ? pluralOf(specific, family) : family.many,
        family: family.one,
        kind: family.kind,
        score: sum,
        tags,
        general: false,
      };
    }
  }
  const kinds = new Map<Kind, number>();
  for (const entry of sums) kinds.set(FAMILIES[entry.key].kind, (kinds.get(FAMILIES[entry.key].kind) ?? 0) + entry.sum);
  for (const [kind, sum] of [...kinds].sort((a, b) => b[1] - a[1])) {
    const general = IMAGENET_GENERAL_WORDS[kind];
    if (general && sum >= general.bar)
      return {
        one: general.one,
        many: general.many,
        family: general.one,
        kind,
        score: Math.min(1, sum),
        tags: [general.one],
        general: true,
      };
  }
  return null;
}
