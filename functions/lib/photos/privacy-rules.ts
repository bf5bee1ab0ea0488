/** What the owner may choose as a photo's privacy: tribes only their own, and at least one of them. */
import type { Privacy } from '../../../shared/schemas/photo';
import { tribesOwnedBy } from '../../data/tribes/tribe';
import { BadRequestError } from '../../kernel/errors';
import { PHOTO_MESSAGES } from '../../../shared/messages/photo';

/** Returns the privacy to store: allowedTribes kept only for 'tribes', deduplicated. */
export async function checkPrivacy(ownerId: string, privacy: Privacy): Promise<Privacy> {
  if (privacy.visibility !== 'tribes') return { ...privacy, allowedTribes: [] };
  const wanted = [...new Set(privacy.allowedTribes)];
  if (!wanted.length) throw new BadRequestError(PHOTO_MESSAGES.tribesRequired);
  const owned = await tribesOwnedBy(ownerId, wanted);
  if (wanted.some((tribeId) => !owned.has(tribeId))) throw new BadRequestError(PHOTO_MESSAGES.tribesNotOwned);
  return { ...privacy, allowedTribes: wanted };
}
