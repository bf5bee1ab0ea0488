/** Who may read or change a tribe: its owner changes it; owner and members read it; anyone else gets 404. */
import { TRIBE_MESSAGES } from '../../shared/messages';
import { isMemberOfAny } from '../data/tribe-membership';
import { getTribe, type TribeRecord } from '../data/tribes';
import { ForbiddenError, NotFoundError } from '../lib/errors';

export const tribeNotFound = () => new NotFoundError(TRIBE_MESSAGES.notFound);

export async function loadReadableTribe(viewerId: string, tribeId: string): Promise<TribeRecord & { role: 'owner' | 'member' }> {
  const tribe = await getTribe(tribeId);
  if (!tribe) throw tribeNotFound();
  if (tribe.ownerId === viewerId) return { ...tribe, role: 'owner' };
  if (await isMemberOfAny(viewerId, [tribe.id])) return { ...tribe, role: 'member' };
  throw tribeNotFound();
}

export async function loadOwnTribe(viewerId: string, tribeId: string): Promise<TribeRecord> {
  const tribe = await loadReadableTribe(viewerId, tribeId);
  if (tribe.role !== 'owner') throw new ForbiddenError(TRIBE_MESSAGES.ownerOnly);
  return tribe;
}
