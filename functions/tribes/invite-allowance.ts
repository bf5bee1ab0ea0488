/** Invitations per member per day are capped, counted atomically before the invitation is written. */
import { TRIBE_INVITE_WINDOW_MS, TRIBE_INVITES_PER_DAY } from '../../shared/constants';
import { TRIBE_MESSAGES } from '../../shared/messages/tribe';
import { takeAllowance } from '../lib/allowance';

export const takeInviteAllowance = (userId: string): Promise<void> =>
  takeAllowance(
    { scope: 'tribe-invite', windowMs: TRIBE_INVITE_WINDOW_MS, limit: TRIBE_INVITES_PER_DAY, message: TRIBE_MESSAGES.tooManyInvites },
    userId,
  );
