/** How the tribe screens word counts, settings and people. */
import { TRIBE_EMOJIS, type ReactionType } from '@shared/enums';
import { authorName } from '@shared/display';
import type { Tribe } from '@shared/schemas/tribe';
import { plural } from '@/lib/format';

export const memberWord = (count: number) => (count === 1 ? 'member' : 'members');
export const memberCountLabel = (count: number) => plural(count, 'member', 'members');
export const photoCountLabel = (count: number) => plural(count, 'photo', 'photos');

/** The emoji of a tribe's type (fixed per type). */
export const tribeEmoji = (tribe: Pick<Tribe, 'type'>) => TRIBE_EMOJIS[tribe.type];

/** A small picture for each reaction type, shown beside its name. */
export const REACTION_EMOJIS: Record<ReactionType, string> = {
  hearts: '❤️',
  likes: '👍',
  emoji: '😊',
  stars: '⭐',
};

/** The owner as members see them: first plus last name, else whichever exists, else email, else 'Anonymous User'. */
export const ownerName = (tribe: Pick<Tribe, 'owner'>) => authorName(tribe.owner);

/** A tab's name: one's own tribes by name; another member's with whose it is ("Ava's Family"). */
export const tribeTabName = (tribe: Pick<Tribe, 'name' | 'role' | 'owner'>) =>
  tribe.role === 'member' ? `${tribe.owner.firstName ?? ownerName(tribe)}'s ${tribe.name}` : tribe.name;

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
