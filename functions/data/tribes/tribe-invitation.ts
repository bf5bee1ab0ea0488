/**
 * Invitations to a tribe. Keys (built in keys.ts):
 *   TRIBE#<tribeId> / INVITE#<email>     an invitation of a normalised address (with or without an
 *                                        account) until it is accepted, declined or withdrawn
 *     GSI1 INVITE#<email> / INVITE#<inviteId>     the invitations waiting for an address, newest first
 * An invitation takes one of the tribe's seats (tribe.ts counts them) until it ends; accepting one is
 * joining (tribe-membership.ts).
 */
import * as z from '../../../shared/zod';
import { clock } from '../../kernel/clock';
import { newId } from '../../kernel/ids';
import { cancellationCodes, pageNewestFirst } from '../table/client';
import { inviteEmailIndex, inviteKey, invitesPartition } from '../keys/tribe-keys';
import { SK_PREFIX } from '../keys/keys';
import { itemParser, parseAll } from '../table/parse';
import { tribeCounters } from './tribe';
import { changeWithCounters, EXISTS, IS_NEW, wasApplied } from '../table/writes';
import { lazySchema } from '../../../shared/lazy-schema';

export interface InviteRecord {
  id: string;
  tribeId: string;
  email: string;
  invitedBy: string;
  addedAt: string;
}

export const toInvite = itemParser(
  'tribe invite',
  lazySchema(() => z.object({ id: z.string(), tribeId: z.string(), email: z.string(), invitedBy: z.string(), addedAt: z.string() })),
  { type: 'tribe-invite' },
);

/**
 * Invites an address (normalised) to the tribe and takes its seat, in one transaction: 'already' when
 * the address is invited already, 'full' when the tribe's members and invitations reach MAX_TRIBE_SEATS.
 */
export async function addInvite(tribeId: string, email: string, invitedBy: string): Promise<'invited' | 'already' | 'full'> {
  const id = newId();
  const put = {
    ...inviteKey(tribeId, email),
    ...inviteEmailIndex(email, id),
    type: 'tribe-invite',
    id,
    tribeId,
    email,
    invitedBy,
    addedAt: clock.nowIso(),
  };
  try {
    await changeWithCounters({ put, condition: IS_NEW }, [tribeCounters(tribeId, { seatCount: 1 }, true)]);
    return 'invited';
  } catch (error) {
    const [invite, seats] = cancellationCodes(error);
    if (invite === 'ConditionalCheckFailed') return 'already';
    if (seats === 'ConditionalCheckFailed') return 'full';
    throw error;
  }
}

/** Ends an invitation unanswered (declined by its address, or withdrawn by the owner) and frees its seat; false if there was none. */
export async function removeInvite(tribeId: string, email: string): Promise<boolean> {
  const removed = () =>
    changeWithCounters({ delete: inviteKey(tribeId, email), condition: EXISTS }, [tribeCounters(tribeId, { seatCount: -1 })]);
  return wasApplied(removed);
}

/** One page of the invitations waiting for an address, newest first. */
export async function invitesFor(
  email: string,
  options: { before?: string; limit: number },
): Promise<{ invites: InviteRecord[]; more: boolean }> {
  const { items, more } = await pageNewestFirst({
    index: 'GSI1',
    partition: { name: 'GSI1PK', value: invitesPartition(email) },
    sortKey: 'GSI1SK',
    prefix: SK_PREFIX.invite,
    before: options.before,
    limit: options.limit,
    idOf: (item) => String(item.id),
  });
  return { invites: parseAll(toInvite, items), more };
}
