/** Invitations per member per day are capped, counted atomically before the invitation is written. */
import { TRIBE_INVITE_WINDOW_MS, TRIBE_INVITES_PER_DAY } from '../../shared/constants';
import { TRIBE_MESSAGES } from '../../shared/messages';
import { hitRate } from '../data/rate-limits';
import { TooManyRequestsError } from '../lib/errors';

export async function takeInviteAllowance(userId: string): Promise<void> {
  const state = await hitRate('tribe-invite', userId, TRIBE_INVITE_WINDOW_MS);
  if (state.count > TRIBE_INVITES_PER_DAY) throw new TooManyRequestsError(TRIBE_MESSAGES.tooManyInvites, state.retryAfterSeconds);
}
