/** Who may read or change a tribe: its owner changes it; owner and members read it; anyone else gets 404. */
import { TRIBE_MESSAGES } from '../../shared/messages/tribe';
import { tribeWithMembership } from '../data/tribes/tribe-membership';
import type { TribeRecord } from '../data/tribes/tribe';
import { ForbiddenError, NotFoundError } from '../kernel/errors';

export const tribeNotFound = () => new NotFoundError(TRIBE_MESSAGES.notFound);

/** One round trip: the tribe and the viewer's membership are read together. */
export async function loadReadableTribe(viewerId: string, tribeId: string): Promise<TribeRecord & { role: 'owner' | 'member' }> {
  const { tribe, isMember } = await tribeWithMembership(tribeId, viewerId);
  if (!tribe) throw tribeNotFound();
  if (tribe.ownerId === viewerId) return { ...tribe, role: 'owner' };
  if (isMember) return { ...tribe, role: 'member' };
  throw tribeNotFound();
}

export async function loadOwnTribe(viewerId: string, tribeId: string): Promise<TribeRecord> {
  const tribe = await loadReadableTribe(viewerId, tribeId);
  if (tribe.role !== 'owner') throw new ForbiddenError(TRIBE_MESSAGES.ownerOnly);
  return tribe;
}
