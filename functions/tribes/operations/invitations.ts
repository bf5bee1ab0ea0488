import { TRIBE_MESSAGES } from '../../../shared/messages/tribe';
import type { TribeInvitation } from '../../../shared/schemas/tribe';
import { fillMemberFeed } from '../../data/photos/tribe-fan-out';
import { acceptInvite } from '../../data/tribes/tribe-membership';
import { getTribe, getTribes } from '../../data/tribes/tribe';
import { invitesFor, removeInvite } from '../../data/tribes/tribe-invitation';
import { getUsers } from '../../data/members/users';
import { ConflictError, NotFoundError } from '../../kernel/errors';
import { nextCursor, readListQuery } from '../../lib/http/cursor';
import { noContent, ok, page } from '../../lib/http/respond';
import { pathParam } from '../../lib/http/request';
import type { Operation } from '../../lib/http/types';
import { requireViewer } from '../../lib/http/viewer';
import { markInvitationRead } from '../invite-notification';
import { tribeAnswers } from '../tribe-answers';

/*
 * An invitation belongs to the address it was sent to: every call here reads it by the tribe id and the
 * viewer's own (verified, normalised) email, so nobody can see, accept or decline another's invitation;
 * a tribe id without an invitation for the viewer answers 404 like a missing one.
 */

/** GET /api/tribes/invitations: the invitations waiting for the viewer's address, newest first. */
export const listInvitations: Operation = async ({ event, viewer }) => {
  const me = requireViewer(viewer);
  const { invites, more } = await invitesFor(me.user.email, readListQuery(event));
  const tribes = new Map((await getTribes(invites.map((i) => i.tribeId))).map((t) => [t.id, t]));
  const owners = await getUsers([...tribes.values()].map((t) => t.ownerId));
  const presented: TribeInvitation[] = invites.flatMap((invite) => {
    const tribe = tribes.get(invite.tribeId);
    if (!tribe) return [];
    const owner = owners.get(tribe.ownerId);
    return [
      {
        id: invite.id,
        tribeId: tribe.id,
        tribeName: tribe.name,
        tribeType: tribe.type,
        owner: {
          id: tribe.ownerId,
          firstName: owner?.firstName ?? null,
          lastName: owner?.lastName ?? null,
          profileImageUrl: owner?.profileImageUrl ?? null,
        },
        invitedAt: invite.addedAt,
      },
    ];
  });
  return page(presented, nextCursor(more, invites[invites.length - 1]?.id));
};

/** POST /api/tribes/{tribeId}/accept: the viewer joins the tribe they were invited to (once, however often it is sent). */
export const acceptInvitation: Operation = async ({ event, viewer }) => {
  const me = requireViewer(viewer);
  const tribeId = pathParam(event, 'tribeId');
  const outcome = await acceptInvite(tribeId, me.user.email, me.user.id);
  if (outcome === 'no-invite') throw new NotFoundError(TRIBE_MESSAGES.invitationNotFound);
  if (outcome === 'already') throw new ConflictError(TRIBE_MESSAGES.alreadyMember);
  // The tribe's photos so far join the new member's own feed (docs/decisions/tribe-fan-out.md).
  await fillMemberFeed(tribeId, me.user.id);
  await markInvitationRead(tribeId, me.user.id);
  const tribe = await getTribe(tribeId);
  if (!tribe) throw new NotFoundError(TRIBE_MESSAGES.notFound);
  const [presented] = await tribeAnswers(me.user.id, [tribe]);
  return ok(presented);
};

/** POST /api/tribes/{tribeId}/decline: the viewer turns the invitation down; it is gone and its seat freed. */
export const declineInvitation: Operation = async ({ event, viewer }) => {
  const me = requireViewer(viewer);
  const tribeId = pathParam(event, 'tribeId');
  if (!(await removeInvite(tribeId, me.user.email))) throw new NotFoundError(TRIBE_MESSAGES.invitationNotFound);
  await markInvitationRead(tribeId, me.user.id);
  return noContent();
};
