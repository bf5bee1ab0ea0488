import { useQuery } from '@tanstack/react-query';
import type { Tribe } from '@shared/schemas/tribe';
import { myTribesQueryOptions } from '@/lib/tribes';

/** GET /api/tribes, the full list: the tribes one owns (typed ones first, then custom) and those one belongs to. */
export const useTribes = () => useQuery(myTribesQueryOptions());

/** The tribes one owns and those one belongs to, each in the order the API lists them. */
export function splitTribes(tribes: readonly Tribe[]): { owned: Tribe[]; joined: Tribe[] } {
  return {
    owned: tribes.filter((t) => t.role === 'owner'),
    joined: tribes.filter((t) => t.role === 'member'),
  };
}
